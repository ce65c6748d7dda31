import type { Dictionary, PluralMessage } from '../../i18n/format-message.ts';
import type { ConsoleLang } from '../strings.ts';

/** The documents screen's words, in both languages (states and reasons: ../document-words.ts). */
const zh = {
  title: '文档文本',
  intro:
    '已发布内容引用的每个 PDF，以及读取其文字的结果。站内搜索只能搜到读出文字的文件：扫描件没有文字层；损坏、加密、过大或读取超时的文件会标明原因，其余文件照常读取。',
  refresh: '刷新',
  stateFilter: '按状态筛选',
  all: '全部',
  count: { other: '共 {{count}} 个地址' } as PluralMessage,
  empty: '还没有已发布的 PDF。',
  emptyState: '没有这一状态的文件。',
  file: '文件',
  state: '状态',
  size: '大小',
  readAt: '读取时间',
  actions: '操作',
  pages: { other: '{{count}} 页' } as PluralMessage,
  notUsed: '没有已发布记录直接引用',
  open: '打开',
  readAgain: '重新读取',
  readAgainFor: '重新读取 {{path}}',
  readingAgain: { other: '已安排重新读取 {{count}} 个地址的文件，几秒内完成，列表会自动更新。' } as PluralMessage,
  waitingHint: '几秒内读取',
  readOnly: '您可以查看读取结果；重新读取需要管理员、编辑或发布权限。',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {{page}} / {{pages}} 页',
} as const;

export type DocumentsStrings = Dictionary<typeof zh>;

const en: DocumentsStrings = {
  title: 'Document text',
  intro:
    'Every PDF that published content uses, and what reading its text gave. The site search finds only files whose text was read: a scan has no text layer; a damaged, encrypted, oversized or too slow file is marked with the reason, and the others are read as usual.',
  refresh: 'Refresh',
  stateFilter: 'Filter by state',
  all: 'All',
  count: { one: '{{count}} address', other: '{{count}} addresses' },
  empty: 'No PDF is published yet.',
  emptyState: 'No files in this state.',
  file: 'File',
  state: 'State',
  size: 'Size',
  readAt: 'Read',
  actions: 'Actions',
  pages: { one: '{{count}} page', other: '{{count}} pages' },
  notUsed: 'No published record names it directly',
  open: 'Open',
  readAgain: 'Read again',
  readAgainFor: 'Read {{path}} again',
  readingAgain: {
    one: 'The file of {{count}} address will be read again within seconds; this list updates by itself.',
    other: 'The file of {{count}} addresses will be read again within seconds; this list updates by itself.',
  },
  waitingHint: 'read within seconds',
  readOnly: 'You can see what was read; reading a file again needs the admin, editor or publisher role.',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {{page}} of {{pages}}',
};

export const DOCUMENTS_STRINGS: Record<ConsoleLang, DocumentsStrings> = { zh, en };
