import type { TestMailAnswer } from '@muyuan/contract/admin/alerts';
import type { Lang } from '@muyuan/contract/lang';
import { appendAudit } from '../admin/audit.ts';
import { notSignedIn } from '../admin/errors.ts';
import { newId } from '../admin/secrets.ts';
import { mailNotConfigured } from './console-errors.ts';
import type { AlertConsoleContext, ConsoleCaller } from './console-service.ts';
import { mailSettings } from './mail-config.ts';
import { type MailerTimeouts, smtpMailer } from './mailer.ts';

/**
 * A test mail from the console (issue 41, point 5): to the signed-in person's own account address only
 * (the console cannot mail anyone else), straight through the mailer, not the outbox, so the answer is
 * the mail server's own: taken, or its refusal.
 */

/** Someone is waiting on the answer: shorter than the sender's timeouts, long enough for a slow server. */
const TEST_TIMEOUTS: MailerTimeouts = { connectionMs: 5000, greetingMs: 5000, socketMs: 10_000 };

const COPY = {
  zh: {
    subject: '牧原股份投资者邮件提醒：测试邮件',
    body: (name: string, origin: string) =>
      `${name}，您好：\n\n这是从管理后台发送的测试邮件。收到它，说明网站的邮件服务器设置可以发出邮件提醒。\n\n网站：${origin}\n`,
  },
  en: {
    subject: 'Muyuan Foods investor alerts: a test mail',
    body: (name: string, origin: string) =>
      `Hello ${name},\n\nThis test mail was sent from the back office. Its arrival shows the site's mail server settings can send alerts.\n\nSite: ${origin}\n`,
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function testMail(lang: Lang, name: string, origin: string) {
  const text = COPY[lang].body(name, origin);
  const paragraphs = text
    .trim()
    .split('\n\n')
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  const html = `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body>${paragraphs}</body></html>`;
  return { subject: COPY[lang].subject, text, html };
}

/** Sends the test mail in the console's language to the caller's account address; audited with the outcome. */
export async function sendTestMail(
  ctx: AlertConsoleContext,
  who: ConsoleCaller & { accountId: string },
  siteOrigin: () => string,
): Promise<TestMailAnswer> {
  const settings = mailSettings(ctx.config);
  if (!settings) throw mailNotConfigured();
  const account = await ctx.db
    .selectFrom('staff_accounts')
    .select(['email', 'name'])
    .where('id', '=', who.accountId)
    .executeTakeFirst();
  if (!account) throw notSignedIn();
  const mailer = smtpMailer(settings, TEST_TIMEOUTS);
  let answer: TestMailAnswer;
  try {
    const result = await mailer.send({
      id: newId(),
      to: account.email,
      headers: {},
      ...testMail(who.lang, account.name, siteOrigin()),
    });
    answer = result.outcome === 'sent' ? { outcome: 'sent', reason: null } : result;
  } finally {
    mailer.close();
  }
  await ctx.db.transaction().execute((trx) =>
    appendAudit(
      trx,
      {
        actor: who.actor.id,
        actorName: who.actor.name,
        action: 'alert_test_mail',
        object: null,
        session: who.actor.session,
        detail: { outcome: answer.outcome },
      },
      ctx.clock(),
    ),
  );
  return answer;
}
