import type { FieldError } from '@muyuan/contract/admin/editorial';
import { AppError } from '../http/errors.ts';

/** The content editor's refusals: a status, a stable code (x-error-code), words in both languages. */

export const unknownCollection = () =>
  new AppError(404, 'unknown_collection', { zh: '没有这个内容类型', en: 'There is no such kind of content' });

export const unknownRecord = () =>
  new AppError(404, 'unknown_record', { zh: '没有这条内容', en: 'There is no such record' });

export const unknownVersion = () =>
  new AppError(404, 'unknown_version', { zh: '没有这个版本', en: 'There is no such version' });

export const noDraft = () =>
  new AppError(404, 'no_draft', { zh: '您没有这条内容的草稿', en: 'You have no draft of this record' });

/** The record does not satisfy its schema: `data.fields` names each field, for the form to mark. */
export const invalidRecord = (fields: FieldError[]) =>
  new AppError(400, 'invalid_record', {
    zh: '内容未通过校验，请检查标出的字段',
    en: 'The record is not valid; check the fields marked',
  }).withData({ fields });

/** Publishing would leave the site's content invalid as a whole (e.g. a reference to a missing record). */
export const publishInvalid = (fields: FieldError[]) =>
  new AppError(400, 'publish_invalid', {
    zh: '发布后网站内容将无效，未发布任何内容',
    en: 'Publishing this would leave the site content invalid; nothing was published',
  }).withData({ fields });

/** Someone published since the caller's version: nothing is overwritten; `data` says which version is current. */
export const staleBase = (currentVersion: number, baseVersion: number | null) =>
  new AppError(409, 'stale_base', {
    zh: '这条内容已被他人修改，请查看差异后再发布',
    en: 'Someone changed this record since your version; compare the changes before publishing',
  }).withData({ currentVersion, baseVersion });

export const singleRecordRequired = () =>
  new AppError(409, 'single_record_required', {
    zh: '此类内容只有一条，不能取消发布',
    en: 'This content is a single record and cannot be unpublished',
  });

export const alreadyUnpublished = () =>
  new AppError(409, 'already_unpublished', { zh: '这条内容已取消发布', en: 'This record is already unpublished' });

export const scheduleInPast = () =>
  new AppError(400, 'schedule_in_past', {
    zh: '发布时间须晚于当前时间',
    en: 'The publishing time must be later than now',
  });

export const noSchedule = () =>
  new AppError(404, 'no_schedule', { zh: '这条内容没有待定时发布', en: 'This record has no scheduled publish' });

export const noDraftOf = () =>
  new AppError(404, 'no_draft', { zh: '这位作者没有这条内容的草稿', en: 'That author has no draft of this record' });

/** A preview asked for an address the site has no page at. */
export const noPreviewPage = () =>
  new AppError(404, 'no_preview_page', { zh: '这个地址没有页面', en: 'The site has no page at this address' });

/** The server was started without the web build, so it has no pages to preview. */
export const previewUnavailable = () =>
  new AppError(503, 'preview_unavailable', {
    zh: '服务器没有网站页面的构建，无法预览',
    en: 'The server has no build of the site pages, so nothing can be previewed',
  });
