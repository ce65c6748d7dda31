import { AppError } from '../http/errors.ts';

/** The console's refusals about e-mail alerts, each with its status, a stable code and words for staff. */

export const unknownAlertItem = () =>
  new AppError(404, 'unknown_alert_item', {
    zh: '没有为该条目排队的提醒邮件',
    en: 'No alerts were queued for this item',
  });

export const mailNotConfigured = () =>
  new AppError(409, 'mail_not_configured', {
    zh: '尚未配置邮件服务器：请在服务器环境中设置SMTP_URL（以及MAIL_FROM，如需签名再设置DKIM_DOMAIN、DKIM_SELECTOR、DKIM_PRIVATE_KEY），然后重启',
    en: 'No mail server is configured: set SMTP_URL in the server’s environment (and MAIL_FROM; DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY to sign), then restart',
  });
