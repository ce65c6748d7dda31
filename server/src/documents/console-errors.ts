import { AppError } from '../http/errors.ts';

/** The console's refusals about the published PDFs' text: a status, a stable code, words for staff. */

export const unknownDocument = () =>
  new AppError(404, 'unknown_document', {
    zh: '没有已发布的地址提供该文件（可能已被替换或取消发布），请刷新列表',
    en: 'No published address serves this file (it may have been replaced or unpublished); refresh the list',
  });
