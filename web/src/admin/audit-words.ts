import { type AuditEntry, type AuditedAction, auditActionSchema } from '@muyuan/contract/admin/audit';
import { STAFF_ROLES, type StaffRole } from '@muyuan/contract/admin/roles';
import { beijingTime } from '../lib/beijing-time.ts';
import { type ConsoleLang, ROLE_NAMES } from './strings.ts';

/** Every action the audit trail may hold: the back office's own and content editing's, in the filter's order. */
export const AUDITED_ACTIONS: readonly AuditedAction[] = auditActionSchema.options;

/**
 * The audit trail's words: its actions, the kinds of actor and object, and the details the server writes
 * (server/src/admin: `ctx.audit({ action, detail })`; server/src/editorial for content). An action the
 * console does not know (a later issue's) shows as its code rather than nothing.
 */
export const ACTION_NAMES: Record<ConsoleLang, Record<AuditedAction, string>> = {
  zh: {
    sign_in: '登录',
    sign_in_failed: '登录失败',
    sign_out: '退出登录',
    step_up: '再次验证身份',
    step_up_failed: '再次验证失败',
    invitation_create: '发出邀请',
    enrollment: '注册账户',
    passkey_add: '添加通行密钥',
    passkey_remove: '删除通行密钥',
    recovery_codes_renew: '更换恢复码',
    role_change: '更改角色',
    sign_in_reset: '重置登录方式',
    sessions_end: '结束会话',
    token_create: '创建 API 令牌',
    token_revoke: '吊销 API 令牌',
    content_draft_save: '保存草稿',
    content_draft_discard: '放弃草稿',
    content_publish: '发布内容',
    content_unpublish: '取消发布',
    content_restore: '恢复旧版本',
    content_schedule: '设置定时发布',
    content_schedule_cancel: '取消定时发布',
    content_schedule_failed: '定时发布失败',
    case_view: '查看案件',
    case_acknowledge: '确认收到举报',
    case_feedback: '记录已向举报人反馈',
    case_assign: '分派案件',
    case_status: '更改案件状态',
    case_legal_hold: '更改法律保全',
    case_download: '下载案件附件（密文）',
    case_reply: '回复举报人',
    case_note: '添加内部备注',
    case_export: '导出案件（加密文件）',
    case_duplicate: '标记重复案件',
    case_deleted: '案件到期删除',
    case_index_read: '查看案件列表的主题（解密索引）',
    case_index: '为旧案件补建加密索引',
    case_category: '设定案件类别',
    media_upload: '上传媒体文件',
    media_delete: '删除媒体文件',
    document_read_again: '重新读取 PDF 文字',
    price_import: '导入行情历史',
    alert_hold: '暂停发送邮件提醒',
    alert_release: '恢复发送邮件提醒',
    alert_test_mail: '发送测试邮件',
    alert_erase: '删除订阅地址',
  },
  en: {
    sign_in: 'Signed in',
    sign_in_failed: 'Sign-in failed',
    sign_out: 'Signed out',
    step_up: 'Confirmed identity',
    step_up_failed: 'Identity check failed',
    invitation_create: 'Invited',
    enrollment: 'Enrolled',
    passkey_add: 'Added a passkey',
    passkey_remove: 'Removed a passkey',
    recovery_codes_renew: 'Renewed recovery codes',
    role_change: 'Changed roles',
    sign_in_reset: 'Reset sign-in',
    sessions_end: 'Ended sessions',
    token_create: 'Created an API token',
    token_revoke: 'Revoked an API token',
    content_draft_save: 'Saved a draft',
    content_draft_discard: 'Discarded a draft',
    content_publish: 'Published',
    content_unpublish: 'Unpublished',
    content_restore: 'Restored a version',
    content_schedule: 'Scheduled a publish',
    content_schedule_cancel: 'Cancelled a scheduled publish',
    content_schedule_failed: 'Scheduled publish failed',
    case_view: 'Viewed a case',
    case_acknowledge: 'Acknowledged a report',
    case_feedback: 'Recorded feedback to the reporter',
    case_assign: 'Assigned a case',
    case_status: 'Changed a case status',
    case_legal_hold: 'Changed a legal hold',
    case_download: 'Downloaded a case attachment (sealed)',
    case_reply: 'Replied to the reporter',
    case_note: 'Added an internal note',
    case_export: 'Exported a case (encrypted file)',
    case_duplicate: 'Marked a duplicate case',
    case_deleted: 'Deleted a case at the end of retention',
    case_index_read: 'Listed cases with their subjects (sealed index)',
    case_index: 'Sealed the index of an older case',
    case_category: 'Set the case category',
    media_upload: 'Uploaded a media file',
    media_delete: 'Deleted a media file',
    document_read_again: 'Had a PDF’s text read again',
    price_import: 'Imported price history',
    alert_hold: 'Held e-mail alerts',
    alert_release: 'Released e-mail alerts',
    alert_test_mail: 'Sent a test mail',
    alert_erase: 'Erased a subscriber address',
  },
};

const isAction = (action: string): action is AuditedAction => (AUDITED_ACTIONS as readonly string[]).includes(action);
const isContentAction = (action: string) => action.startsWith('content_');

export const actionName = (lang: ConsoleLang, action: string): string =>
  isAction(action) ? ACTION_NAMES[lang][action] : action;

/** Failures stand out in the list. */
export const isFailure = (action: string): boolean => action.endsWith('_failed');

const KINDS: Record<ConsoleLang, Record<string, string>> = {
  zh: {
    account: '账户',
    token: 'API 令牌',
    invitation: '邀请',
    passkey: '通行密钥',
    cli: '命令行工具',
    system: '系统',
    anonymous: '未登录的访问者',
    content: '内容',
    media: '媒体文件',
    document: 'PDF 文件',
    case: '案件',
    alert: '邮件提醒',
    'alert-address': '订阅地址（密钥哈希）',
  },
  en: {
    account: 'Account',
    token: 'API token',
    invitation: 'Invitation',
    passkey: 'Passkey',
    cli: 'Command line',
    system: 'System',
    anonymous: 'Anonymous visitor',
    content: 'Content',
    media: 'Media file',
    document: 'PDF file',
    case: 'Case',
    alert: 'E-mail alerts of',
    'alert-address': 'Subscriber address (keyed hash)',
  },
};

/** `account:<id>` → its kind in words and the id (shortened: ids are long random strings). */
export function describeRef(lang: ConsoleLang, ref: string): { kind: string; id: string } {
  const [kind = ref, ...rest] = ref.split(':');
  const id = rest.join(':');
  // Content is named by collection and record id (`news/news-2026-11`), an alert by its item (`notice:<id>`).
  const shown = kind === 'content' || kind === 'alert' || id.length <= 10 ? id : `${id.slice(0, 8)}…`;
  return { kind: KINDS[lang][kind] ?? kind, id: shown };
}

/** A reference without a name, in words: its kind and short id (`API 令牌 tok-1`), or the kind alone (`命令行工具`). */
export function refLabel(lang: ConsoleLang, ref: string): string {
  const { kind, id } = describeRef(lang, ref);
  return id ? `${kind} ${id}` : kind;
}

/** Who did it: the name the row keeps, else the kind of actor (`cli`, `system`, …). */
export const actorLabel = (lang: ConsoleLang, entry: AuditEntry): string =>
  entry.actorName || refLabel(lang, entry.actor);

const DETAIL_KEYS: Record<ConsoleLang, Record<string, string>> = {
  zh: {
    method: '方式',
    roles: '角色',
    from: '原角色',
    to: '新角色',
    ended: '结束的会话数',
    name: '名称',
    invitation: '邀请',
    firstAdmin: '首位管理员',
    expiresAt: '到期时间（北京时间）',
    paths: '地址',
  },
  en: {
    method: 'Method',
    roles: 'Roles',
    from: 'Roles before',
    to: 'Roles after',
    ended: 'Sessions ended',
    name: 'Name',
    invitation: 'Invitation',
    firstAdmin: 'First admin',
    expiresAt: 'Expires (Beijing time)',
    paths: 'Addresses',
  },
};

/** Content actions' details: versions, drafts and schedules (server/src/editorial). */
const CONTENT_DETAIL_KEYS: Record<ConsoleLang, Record<string, string>> = {
  zh: {
    from: '原版本',
    to: '新版本',
    base: '基于版本',
    draftOf: '草稿作者',
    author: '草稿作者',
    restored: '恢复的版本',
    schedule: '定时发布',
    at: '发布时间（北京时间）',
    replaced: '取代的定时发布',
    error: '原因',
  },
  en: {
    from: 'Version before',
    to: 'Version after',
    base: 'Based on version',
    draftOf: 'Draft by',
    author: 'Draft by',
    restored: 'Version restored',
    schedule: 'Schedule',
    at: 'Publish at (Beijing time)',
    replaced: 'Schedules replaced',
    error: 'Reason',
  },
};

const METHODS: Record<ConsoleLang, Record<string, string>> = {
  zh: {
    passkey: '通行密钥',
    password: '密码',
    'password+totp': '密码和验证码',
    'password+recovery-code': '密码和恢复码',
    totp: '验证码',
  },
  en: {
    passkey: 'Passkey',
    password: 'Password',
    'password+totp': 'Password and code',
    'password+recovery-code': 'Password and recovery code',
    totp: 'Authenticator code',
  },
};

const isRole = (value: unknown): value is StaffRole => STAFF_ROLES.some((role) => role === value);

function detailValue(lang: ConsoleLang, key: string, value: unknown, content: boolean): string {
  if (content && (key === 'draftOf' || key === 'author') && typeof value === 'string') {
    const { kind, id } = describeRef(lang, value);
    return `${kind} ${id}`;
  }
  if (content && key === 'schedule' && typeof value === 'string') return describeRef(lang, `schedule:${value}`).id;
  if (content && key === 'at' && typeof value === 'string') return beijingTime(value, { seconds: false });
  if (Array.isArray(value))
    return value.map((v) => (isRole(v) ? ROLE_NAMES[lang][v] : String(v))).join(lang === 'zh' ? '、' : ', ');
  if (typeof value === 'boolean') return value ? (lang === 'zh' ? '是' : 'yes') : lang === 'zh' ? '否' : 'no';
  if (key === 'method' && typeof value === 'string') return METHODS[lang][value] ?? value;
  if (key === 'invitation' && typeof value === 'string') return describeRef(lang, `invitation:${value}`).id;
  if (key === 'expiresAt' && typeof value === 'string') return beijingTime(value, { seconds: false });
  if (value === null) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A row's details as labelled pairs, in the console's words (content actions have labels of their own). */
export function detailPairs(lang: ConsoleLang, detail: Record<string, unknown>, action = ''): [string, string][] {
  const content = isContentAction(action);
  const keys = content ? CONTENT_DETAIL_KEYS[lang] : DETAIL_KEYS[lang];
  return Object.entries(detail).map(([key, value]) => [keys[key] ?? key, detailValue(lang, key, value, content)]);
}
