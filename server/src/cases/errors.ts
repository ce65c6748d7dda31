import { AppError } from '../http/errors.ts';

/** The case console's refusals: a status, a stable code (x-error-code), words in both languages. */

export const unknownCase = () => new AppError(404, 'unknown_case', { zh: '没有这个案件', en: 'There is no such case' });

export const notSealed = () =>
  new AppError(400, 'not_sealed', {
    zh: '内容须在浏览器中加密后提交（格式不符）',
    en: 'The text must be sealed in the browser before it is sent (wrong format)',
  });

export const duplicateOfItself = () =>
  new AppError(400, 'duplicate_of_itself', { zh: '案件不能重复于自身', en: 'A case cannot repeat itself' });

export const unknownOriginal = () =>
  new AppError(400, 'unknown_original', {
    zh: '没有这个原案件，请检查案件编号',
    en: 'There is no such original case; check its id',
  });

export const hasDuplicates = () =>
  new AppError(409, 'case_has_duplicates', {
    zh: '其他案件已标记为重复于本案，本案不能再标记为重复',
    en: 'Other cases repeat this one, so it cannot itself be marked a duplicate',
  });

export const unknownAttachment = () =>
  new AppError(404, 'unknown_attachment', { zh: '该案件没有这个附件', en: 'This case has no such attachment' });

/** Someone changed the case since the caller read it: nothing is changed; `data` says which version is current. */
export const staleCase = (currentVersion: number, version: number) =>
  new AppError(409, 'stale_case', {
    zh: '该案件已被他人修改，请刷新后再操作',
    en: 'Someone changed this case since you opened it; reload it and try again',
  }).withData({ currentVersion, version });

export const transitionNotAllowed = (from: string, to: string, allowed: readonly string[]) =>
  new AppError(400, 'transition_not_allowed', {
    zh: `案件不能从“${from}”改为“${to}”${allowed.length ? `（可改为：${allowed.join('、')}）` : ''}`,
    en: `A case cannot go from ${from} to ${to}${allowed.length ? ` (allowed: ${allowed.join(', ')})` : ''}`,
  }).withData({ from, to, allowed });

export const outcomeRequired = () =>
  new AppError(400, 'outcome_required', {
    zh: '结案时须选择结果（属实、不属实、移交、撤回）',
    en: 'Closing a case needs an outcome (substantiated, not_substantiated, referred, withdrawn)',
  });

export const outcomeOnlyWhenClosing = () =>
  new AppError(400, 'outcome_only_when_closing', {
    zh: '只有结案时才能填写结果',
    en: 'An outcome is given only when closing a case',
  });

export const alreadyAcknowledged = () =>
  new AppError(409, 'already_acknowledged', { zh: '该举报已确认收到', en: 'This report is already acknowledged' });

export const feedbackAlreadyGiven = () =>
  new AppError(409, 'feedback_already_given', {
    zh: '已记录向举报人反馈',
    en: 'Feedback to the reporter is already recorded',
  });

export const caseClosed = () =>
  new AppError(409, 'case_closed', {
    zh: '该案件已结案，请先重新开启',
    en: 'This case is closed; reopen it first',
  });

export const notAComplianceOfficer = () =>
  new AppError(400, 'not_compliance_officer', {
    zh: '只能分派给拥有合规角色的账号',
    en: 'A case can only be assigned to an account with the compliance role',
  });

export const legalHoldUnchanged = (hold: boolean) =>
  new AppError(409, 'legal_hold_unchanged', {
    zh: hold ? '该案件已处于法律保全' : '该案件未处于法律保全',
    en: hold ? 'This case is already on legal hold' : 'This case is not on legal hold',
  });

export const indexExists = () =>
  new AppError(409, 'index_exists', {
    zh: '该案件已有索引，不能替换',
    en: 'This case already has its index, which is never replaced',
  });
