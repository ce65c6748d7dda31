import { UPLOAD_PATH } from '@muyuan/contract/api-paths';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';

/** The subject of the bench's report number `i`: unique, so a search in the console finds exactly one. */
export const benchSubject = (i: number) => `基准案件 ${String(i).padStart(4, '0')}：饲料采购回扣`;

async function answer<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${what} answered ${res.status}: ${text.slice(0, 300)}`);
  return (JSON.parse(text) as { data: T }).data;
}

/** Uploads one attachment through the public form's address; answers the reference a report carries. */
export async function uploadAttachment(baseUrl: string, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), name);
  const res = await fetch(baseUrl + UPLOAD_PATH, { method: 'POST', headers: { lang: 'zh' }, body: form });
  const { id, key } = await answer<{ id: string; key: string }>(res, `POST ${UPLOAD_PATH}`);
  return { id, key };
}

/** Files report `i` as the public form does (a real submission: sealed, indexed, counted). */
export async function fileBenchReport(baseUrl: string, i: number, attachments: { id: string; key: string }[] = []) {
  const res = await fetch(baseUrl + INTEGRITY_PATHS.saveComplaint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'zh' },
    body: JSON.stringify({
      subject: benchSubject(i),
      reportedEmployeeNo: `MY-${1000 + i}`,
      reportedName: '王某',
      province: ['HA', 'SD', 'HB', 'AH'][i % 4],
      deptId: '',
      deptTypeCode: '',
      farmNo: `${i % 20}-1`,
      content: `第 ${i} 份基准举报：饲料原料验收时，有人要求供应商按吨返还现金，时间为今年九月起，附转账记录。`,
      anonymous: i % 3 === 0,
      reporterEmployeeNo: '',
      reporterName: i % 3 === 0 ? '' : '赵举报',
      reporterPhone: i % 3 === 0 ? '' : '13800138000',
      reporterEmail: '',
      attachments,
      website: '',
    }),
  });
  return answer<{ queryCode: string }>(res, INTEGRITY_PATHS.saveComplaint);
}

/** Files reports 1..count-1 (report 0 is the caller's), `parallel` at a time. */
export async function fileBenchReports(baseUrl: string, count: number, parallel = 8): Promise<void> {
  let next = 1;
  const worker = async (): Promise<void> => {
    while (next < count) await fileBenchReport(baseUrl, next++);
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
