import type { Dictionary, PluralMessage } from '../../i18n/format-message.ts';
import type { ConsoleLang } from '../strings.ts';

/** The price history screen's words, in both languages (kept beside its screen; e2e tests read them too). */
const zh = {
  title: '行情数据',
  intro:
    '每只证券的日线历史：投资者页面的走势图、历史价格查询、投资回报与可转债计算都以此为准。每个交易日收盘后，行情源的收盘价会自动写入；更早的历史或更正从交易所或行情软件导出的 CSV 文件导入。',
  formatTitle: '文件格式',
  formatHeader: '第一行为表头 {{header}}（也可用中文表头 {{zhHeader}}），其后每行一个交易日。',
  formatUnits:
    '日期写作 2026-02-13、2026/02/13 或 20260213；成交量以股（债券为张）计，成交额以元计；UTF-8 或 GBK 编码均可。',
  formatWhole:
    '文件整体检查：有任何一行不对，整个文件都不导入，并按行列出问题。文件中的日期替换已有的同日数据；同一文件再次导入不会改变任何内容。首次导入真实数据时，该证券的示例数据会被清除。',
  readOnly: '您可以查看行情数据；导入需要发布权限，因为导入的数据会立即出现在网站上。',
  security: '证券',
  held: '已有数据',
  lastImport: '最近导入',
  actions: '操作',
  stock: 'A 股',
  convertibleBond: '可转债',
  range: '{{first}} 至 {{last}}',
  none: '暂无数据',
  realBars: { other: '真实数据 {{days}} 个交易日' } as PluralMessage,
  sampleBars: { other: '示例数据 {{days}} 个交易日' } as PluralMessage,
  neverImported: '尚未导入',
  importedBy: '{{by}} 导入 {{file}}',
  import: '导入 CSV…',
  importing: '正在导入…',
  importFor: '导入 CSV：{{name}}（{{code}}）',
  download: '下载现有数据',
  downloadFor: '下载现有数据：{{name}}（{{code}}），CSV',
  imported: {
    other: '{{name}}：已导入 {{days}} 个交易日（{{first}} 至 {{last}}）',
  } as PluralMessage,
  importedCounts: '新增 {{added}} 天，更正 {{replaced}} 天，清除示例数据 {{cleared}} 天。',
  unchanged: '{{name}}：文件与已有数据完全相同，没有任何更改。',
  problemsTitle: '{{file}} 中的问题',
  problemLine: '第 {{line}} 行',
  moreProblems: { other: '另有 {{count}} 处问题未列出。' } as PluralMessage,
} as const;

export type PricesStrings = Dictionary<typeof zh>;

const en: PricesStrings = {
  title: 'Price history',
  intro:
    'The daily history of each security: the chart, the price on a date, the total return and the bond calculator on the investor pages all read it. After each trading day’s close the feed’s final quote is written here; older history and corrections are imported from a CSV exported by the exchange or a market data vendor.',
  formatTitle: 'File format',
  formatHeader: 'A header line {{header}} (or the Chinese header {{zhHeader}}), then one trading day a line.',
  formatUnits:
    'Days as 2026-02-13, 2026/02/13 or 20260213; volume in shares (bonds: in bonds), amount in yuan; UTF-8 or GBK.',
  formatWhole:
    'The file is checked whole: if any line is wrong, nothing of it is imported and every problem is listed by line. The file’s days replace the bars held for those days; the same file again changes nothing. The first real import of a security clears its sample data.',
  readOnly:
    'You can look at the price history; importing needs the publisher role, as imported bars show on the site at once.',
  security: 'Security',
  held: 'History held',
  lastImport: 'Last import',
  actions: 'Actions',
  stock: 'A share',
  convertibleBond: 'Convertible bond',
  range: '{{first}} to {{last}}',
  none: 'No data yet',
  realBars: { one: '{{days}} real trading day', other: '{{days}} real trading days' },
  sampleBars: { one: '{{days}} sample trading day', other: '{{days}} sample trading days' },
  neverImported: 'Never imported',
  importedBy: '{{file}}, by {{by}}',
  import: 'Import CSV…',
  importing: 'Importing…',
  importFor: 'Import CSV: {{name}} ({{code}})',
  download: 'Download current',
  downloadFor: 'Download current: {{name}} ({{code}}), CSV',
  imported: {
    one: '{{name}}: imported {{days}} trading day ({{first}} to {{last}})',
    other: '{{name}}: imported {{days}} trading days ({{first}} to {{last}})',
  },
  importedCounts: '{{added}} added, {{replaced}} corrected, {{cleared}} sample days cleared.',
  unchanged: '{{name}}: the file holds exactly the bars already stored; nothing changed.',
  problemsTitle: 'Problems in {{file}}',
  problemLine: 'Line {{line}}',
  moreProblems: { one: 'And {{count}} more problem not listed.', other: 'And {{count}} more problems not listed.' },
};

export const PRICES_STRINGS: Record<ConsoleLang, PricesStrings> = { zh, en };
