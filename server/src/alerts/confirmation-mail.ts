import type { Lang } from '@muyuan/contract/lang';
import type { MailBody, MailLinks } from './alert-mail.ts';
import { anchor, block, page, paragraph, smallPrint } from './mail-layout.ts';

/** The confirmation mail of a subscription (double opt-in): its words, one table per language, and its parts. */

const WORDS = {
  zh: {
    subject: '请确认订阅牧原股份投资者邮件提醒',
    lead: '您（或他人使用您的地址）申请订阅牧原股份的投资者邮件提醒。请在48小时内打开以下链接确认：',
    confirm: '确认订阅',
    ignore: '如果您没有申请，请忽略本邮件，我们不会再给您发送邮件。',
    unsubscribe: '退订',
    colon: '：',
  },
  en: {
    subject: 'Please confirm your Muyuan Foods investor alerts',
    lead: 'You (or someone using your address) asked for Muyuan Foods investor alerts. Please confirm within 48 hours:',
    confirm: 'Confirm the alerts',
    ignore: 'If you did not ask for them, ignore this mail: nothing more will be sent to you.',
    unsubscribe: 'Unsubscribe',
    colon: ':',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export function confirmationMail(lang: Lang, confirm: string, links: MailLinks): MailBody {
  const words = WORDS[lang];
  return {
    subject: words.subject,
    text: `${words.lead}\n\n${confirm}\n\n${words.ignore}\n\n${words.unsubscribe}${words.colon}\n${links.manage}\n`,
    html: page(lang, words.subject, [
      paragraph(words.lead),
      block(anchor(confirm, words.confirm), 'font-weight:bold'),
      block(anchor(confirm, confirm), 'font-size:14px'),
      paragraph(words.ignore),
      smallPrint([block(anchor(links.manage, words.unsubscribe))]),
    ]),
  };
}
