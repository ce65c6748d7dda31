import {
  COMPLAINT_LIMITS,
  type ComplaintField,
  FIELD_LABELS,
  type FieldProblem,
  problemText,
} from '@muyuan/contract/complaint-rules';
import { AppError } from '../http/errors.ts';
import { ACCEPTED_TYPES } from './file-check.ts';

/** The errors of the integrity report, each with its status, a stable code and words for the visitor. */

export const invalidField = (field: ComplaintField, problem: FieldProblem) =>
  new AppError(400, 'invalid_field', {
    zh: `${FIELD_LABELS[field].zh}：${problemText(problem, 'zh')}`,
    en: `${FIELD_LABELS[field].en}: ${problemText(problem, 'en')}`,
  });

export const unknownChoice = (field: 'deptId' | 'deptTypeCode') =>
  new AppError(400, 'invalid_field', {
    zh: `${FIELD_LABELS[field].zh}：请从列表中选择`,
    en: `${FIELD_LABELS[field].en}: please choose from the list`,
  });

export const attachmentUnavailable = () =>
  new AppError(400, 'attachment_unavailable', {
    zh: '有附件已失效或无效，请重新上传后再提交',
    en: 'An attachment has expired or is not valid; please upload it again and resubmit',
  });

export const malformedCode = () =>
  new AppError(400, 'malformed_code', {
    zh: '查询码格式不正确，请检查后重新输入',
    en: 'That is not a valid query code; please check it and try again',
  });

export const unknownCode = () =>
  new AppError(404, 'unknown_code', {
    zh: '没有与该查询码对应的举报，请核对查询码',
    en: 'No report matches this query code; please check it',
  });

export const emptyMessage = () =>
  new AppError(400, 'invalid_field', { zh: '请输入补充内容', en: 'Please write your message' });

export const noFile = () =>
  new AppError(400, 'no_file', { zh: '请选择要上传的文件', en: 'Please choose a file to upload' });

export const fileWithoutName = () =>
  new AppError(400, 'file_without_name', {
    zh: '上传的文件没有文件名，请重新选择文件后上传',
    en: 'The file was sent without its file name; please choose the file again',
  });

export const unexpectedField = () =>
  new AppError(400, 'unexpected_field', {
    zh: '上传只接受一个文件，不能附带其他表单字段',
    en: 'An upload takes one file and no other form fields',
  });

export const multipleFiles = () =>
  new AppError(400, 'multiple_files', {
    zh: '每次只能上传一个文件，请逐个上传',
    en: 'Please upload one file at a time',
  });

export const malformedUpload = () =>
  new AppError(400, 'malformed_upload', {
    zh: '上传内容的格式有误（某个分段的标头无效），请重新上传',
    en: 'The upload is malformed (a part of it has an invalid header); please try again',
  });

const MB = COMPLAINT_LIMITS.maxFileBytes / 1024 / 1024;
export const fileTooLarge = () =>
  new AppError(413, 'file_too_large', {
    zh: `单个附件不能超过 ${MB}MB`,
    en: `Each attachment may be at most ${MB} MB`,
  });

const kinds = [...new Set(Object.values(ACCEPTED_TYPES))].join(', ');
export const unsupportedFile = () =>
  new AppError(415, 'unsupported_file', {
    zh: `不支持该文件类型。可以上传：${kinds}`,
    en: `This kind of file cannot be attached. Accepted: ${kinds}`,
  });
