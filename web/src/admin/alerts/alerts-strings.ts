import type { AlertSendStatus } from '@muyuan/contract/admin/alerts';
import type { Dictionary, PluralMessage } from '../../i18n/format-message.ts';
import type { ConsoleLang } from '../strings.ts';

/** The e-mail alerts screen's words, in both languages (kept beside its screen; e2e tests read them too). */
const zh = {
  title: '邮件提醒',
  intro:
    '投资者订阅的邮件提醒：订阅者只按类别和语言计数，任何人都看不到他们的邮箱地址。公告或新闻发布后，可以在提醒发出之前暂停发送。',
  refresh: '刷新',
  mailTitle: '邮件服务器',
  mailReady: '已配置：提醒邮件由{{from}}发出，每分钟最多{{rate}}封。',
  dkimOn: '邮件带有DKIM签名。',
  dkimOff: '邮件未签名：如需DKIM签名，请同时设置DKIM_DOMAIN、DKIM_SELECTOR和DKIM_PRIVATE_KEY。',
  mailMissing: '尚未配置邮件服务器：网站不显示订阅表单，也不发送任何邮件。请在服务器环境中设置以下变量，然后重启服务：',
  varSmtp: '邮件服务器，例如smtps://用户名:密码@mail.example.com（必需）',
  varFrom: '发件人，例如牧原股份 <ir-alerts@muyuanfoods.com>',
  varDkim: 'DKIM签名（三项须同时设置）',
  isSet: '已设置',
  notSet: '未设置',
  subscribersTitle: '订阅者',
  colList: '提醒类别',
  colZh: '中文邮件',
  colEn: '英文邮件',
  colTotal: '合计',
  addresses: '已确认的地址',
  listsNote: '一个地址可以订阅多个类别，因此各类别之和可能大于地址数。',
  pending: '待确认',
  paused: '已暂停（多次永久失败）',
  unsubscribed: '已退订或删除',
  itemsTitle: '最近的提醒',
  itemsCount: { other: '共{{total}}条，显示最近{{shown}}条' } as PluralMessage,
  noItems: '还没有为任何公告或新闻排队发送提醒。',
  colItem: '条目',
  colSends: '邮件',
  colReasons: '失败原因',
  colNext: '下次发送',
  colActions: '操作',
  queued: '待发送',
  sending: '发送中',
  sent: '已发送',
  failed: '失败',
  held: '暂缓',
  kindNotice: '公告',
  kindNews: '公司新闻',
  kindSecuritiesNews: '证券资讯',
  notOnSite: '（已不在网站上）',
  onHold: '暂停中，恢复后发送',
  heldBadge: '已暂停发送',
  noReasons: '无',
  retrying: '将重试',
  nothingQueued: '无待发送',
  hold: '暂停发送',
  release: '恢复发送',
  holdFor: '暂停发送：{{title}}',
  releaseFor: '恢复发送：{{title}}',
  heldDone: { other: '已暂停“{{title}}”的提醒：{{n}}封待发送的邮件在恢复之前不会发出。' } as PluralMessage,
  releasedDone: { other: '已恢复“{{title}}”的提醒：{{n}}封邮件将按时发出。' } as PluralMessage,
  testTitle: '测试邮件',
  testHint: '向您账户的邮箱发送一封测试邮件，检查邮件服务器能否发信。',
  testSend: '发送测试邮件',
  testSending: '正在发送…',
  testSent: '邮件服务器已接收测试邮件，请查看您账户的邮箱。',
  testTemporary: '邮件服务器暂时拒收：{{reason}}',
  testPermanent: '邮件服务器拒收：{{reason}}',
  testNeedsMail: '配置邮件服务器后才能发送测试邮件。',
  eraseTitle: '删除订阅地址',
  eraseHint:
    '应地址所有人的要求删除其订阅、选择和尚未发出的邮件，效果与本人退订相同。无论该地址是否订阅过，回答都一样；审计日志只记录地址的密钥哈希，不记录地址本身。',
  eraseEmail: '邮箱地址',
  eraseNext: '删除…',
  eraseConfirm: '确定删除{{email}}的订阅吗？此操作无法撤销。',
  eraseYes: '确定删除',
  erased: '已处理：如果该地址订阅过，它的订阅已经删除。',
  eraseInvalid: '请输入一个邮箱地址，例如name@example.com',
} as const;

export type AlertsStrings = Dictionary<typeof zh>;

const en: AlertsStrings = {
  title: 'E-mail alerts',
  intro:
    'The alerts investors subscribe to: subscribers are only counted, by list and language, and nobody sees their addresses. After an announcement or a news item is published, its alerts can be held here before they go.',
  refresh: 'Refresh',
  mailTitle: 'Mail server',
  mailReady: 'Configured: alerts go out from {{from}}, at most {{rate}} a minute.',
  dkimOn: 'Mails are signed with DKIM.',
  dkimOff:
    'Mails are not signed: to sign them with DKIM, set DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY together.',
  mailMissing:
    'No mail server is configured: the site shows no subscribe form and sends nothing. Set these variables in the server’s environment, then restart it:',
  varSmtp: 'the mail server, e.g. smtps://user:password@mail.example.com (required)',
  varFrom: 'the sender, e.g. 牧原股份 <ir-alerts@muyuanfoods.com>',
  varDkim: 'DKIM signing (all three together)',
  isSet: 'set',
  notSet: 'not set',
  subscribersTitle: 'Subscribers',
  colList: 'List',
  colZh: 'Chinese mail',
  colEn: 'English mail',
  colTotal: 'Total',
  addresses: 'Confirmed addresses',
  listsNote: 'An address may follow several lists, so the lists add up to more than the addresses.',
  pending: 'Awaiting confirmation',
  paused: 'Paused (repeated permanent failures)',
  unsubscribed: 'Unsubscribed or erased',
  itemsTitle: 'Latest alerts',
  itemsCount: {
    one: '{{total}} item, the latest {{shown}} shown',
    other: '{{total}} items, the latest {{shown}} shown',
  },
  noItems: 'No alerts have been queued for an announcement or a news item yet.',
  colItem: 'Item',
  colSends: 'Mails',
  colReasons: 'Failures',
  colNext: 'Next goes',
  colActions: 'Actions',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  held: 'Held back',
  kindNotice: 'Announcement',
  kindNews: 'Company news',
  kindSecuritiesNews: 'Securities news',
  notOnSite: '(no longer on the site)',
  onHold: 'On hold: goes once released',
  heldBadge: 'Held',
  noReasons: 'None',
  retrying: 'to be retried',
  nothingQueued: 'Nothing queued',
  hold: 'Hold',
  release: 'Release',
  holdFor: 'Hold: {{title}}',
  releaseFor: 'Release: {{title}}',
  heldDone: {
    one: 'Alerts of “{{title}}” held: {{n}} queued mail will not go until released.',
    other: 'Alerts of “{{title}}” held: {{n}} queued mails will not go until released.',
  },
  releasedDone: {
    one: 'Alerts of “{{title}}” released: {{n}} mail will go at its time.',
    other: 'Alerts of “{{title}}” released: {{n}} mails will go at their time.',
  },
  testTitle: 'Test mail',
  testHint: 'Sends a test mail to your account’s address, to check that the mail server takes mail.',
  testSend: 'Send a test mail',
  testSending: 'Sending…',
  testSent: 'The mail server took the test mail: look in your account’s mailbox.',
  testTemporary: 'The mail server refused it for now: {{reason}}',
  testPermanent: 'The mail server refused it: {{reason}}',
  testNeedsMail: 'A test mail can be sent once a mail server is configured.',
  eraseTitle: 'Erase an address',
  eraseHint:
    'On its owner’s request: the address’s subscription, choices and unsent mails are deleted, as its own unsubscription would. The answer is the same whether or not it was subscribed; the audit log keeps a keyed hash, never the address.',
  eraseEmail: 'E-mail address',
  eraseNext: 'Erase…',
  eraseConfirm: 'Erase the subscription of {{email}}? This cannot be undone.',
  eraseYes: 'Yes, erase it',
  erased: 'Done: if the address was subscribed, its subscription is gone.',
  eraseInvalid: 'Please enter one e-mail address, such as name@example.com',
};

export const ALERTS_STRINGS: Record<ConsoleLang, AlertsStrings> = { zh, en };

/** The words of each status of a mail. */
export const statusName = (s: AlertsStrings, status: AlertSendStatus): string => s[status];

/** The words of an item's kind (`notice`, `news`, `securities-news`). */
export function kindName(s: AlertsStrings, kind: string): string {
  if (kind === 'notice') return s.kindNotice;
  if (kind === 'news') return s.kindNews;
  if (kind === 'securities-news') return s.kindSecuritiesNews;
  return kind;
}
