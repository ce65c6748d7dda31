import { AppError } from '../http/errors.ts';

/** The refusals of e-mail alerts, each with its status, a stable code and words for the visitor. */

export const alertsUnavailable = () =>
  new AppError(503, 'alerts_unavailable', {
    zh: '邮件提醒暂未开通，请稍后再来，或订阅RSS',
    en: 'E-mail alerts are not available at the moment; please come back later or use the RSS feeds',
  });

export const privacyVersionChanged = () =>
  new AppError(400, 'privacy_version_changed', {
    zh: '隐私说明已更新，请刷新页面，阅读后重新提交',
    en: 'The privacy notice has changed; please reload the page, read it and submit again',
  });

export const unknownList = () =>
  new AppError(400, 'unknown_list', {
    zh: '所选的提醒类别不存在，请刷新页面后重新选择',
    en: 'A chosen list does not exist; please reload the page and choose again',
  });

export const invalidConfirmLink = () =>
  new AppError(400, 'invalid_confirm_link', {
    zh: '确认链接无效或已经使用过。如需订阅，请重新提交订阅',
    en: 'This confirmation link is not valid or has been used already. To subscribe, please submit the form again',
  });

export const expiredConfirmLink = () =>
  new AppError(410, 'expired_confirm_link', {
    zh: '确认链接已过期（有效期48小时），请重新提交订阅',
    en: 'This confirmation link has expired (it is valid for 48 hours); please submit the form again',
  });

export const invalidManageLink = () =>
  new AppError(400, 'invalid_manage_link', {
    zh: '链接无效，请使用提醒邮件中的链接',
    en: 'This link is not valid; please use the link in one of your alert e-mails',
  });

export const subscriptionGone = () =>
  new AppError(410, 'subscription_gone', {
    zh: '该地址已退订，不会再收到提醒邮件',
    en: 'This address has been unsubscribed and receives no more alerts',
  });

export const notOneClick = () =>
  new AppError(400, 'not_one_click', {
    zh: '退订请求的内容无效',
    en: 'The unsubscribe request is malformed',
  });
