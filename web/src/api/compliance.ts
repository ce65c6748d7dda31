import type { ComplaintStatusView, ComplaintSubmission, UploadResult } from '@muyuan/contract/compliance';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import type { Lang } from '@muyuan/contract/lang';
import { LANG_HEADER } from '@muyuan/contract/protocol';
import { ApiError, apiPost } from './client.ts';
import { useEndpoint } from './endpoint.ts';

/** Subsidiaries and department types of the integrity report form. */
export const useDepts = () => useEndpoint('companyDept', {});
export const useDeptTypes = () => useEndpoint('companyDeptTypes', {});
/** Where attachments go and the limits of the form. */
export const useComplaintSettings = () => useEndpoint('complaintSettings', {});

export const submitComplaint = (body: ComplaintSubmission, lang: Lang) =>
  apiPost<{ queryCode: string }>(INTEGRITY_PATHS.saveComplaint, body, { lang });

export const lookupComplaint = (code: string, lang: Lang) =>
  apiPost<ComplaintStatusView>(INTEGRITY_PATHS.complaintStatus, { code }, { lang });

export const sendFollowUp = (code: string, message: string, lang: Lang) =>
  apiPost<ComplaintStatusView>(INTEGRITY_PATHS.complaintFollowUp, { code, message }, { lang });

/**
 * Uploads one file (multipart) to the upload address, reporting progress from 0 to 1. XHR, because
 * fetch cannot tell how much of a request has been sent.
 */
export function uploadAttachment(
  url: string,
  file: File,
  lang: Lang,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader(LANG_HEADER, lang);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const body = xhr.response as { code?: number; msg?: string; data?: UploadResult } | null;
      if (xhr.status === 200 && body?.code === 200 && body.data) resolve(body.data);
      else reject(new ApiError(body?.msg || xhr.statusText || String(xhr.status), body?.code, xhr.status));
    };
    xhr.onerror = () => reject(new ApiError(xhr.statusText || 'network error', undefined, 0));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
