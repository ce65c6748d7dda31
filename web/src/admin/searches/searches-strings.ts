import type { Dictionary, PluralMessage } from '../../i18n/format-message.ts';
import type { ConsoleLang } from '../strings.ts';

/** The "searches that found nothing" screen's words, in both languages (kept beside its screen). */
const zh = {
  title: '搜索未果',
  intro:
    '网站搜索中找不到结果的搜索词，按周统计（北京时间，周一至周日）。只记次数：不记录访客、地址或具体时间。常被搜索却找不到的词，说明网站缺少相应内容或说法；只找到文档的词，说明内容只在 PDF 里。',
  week: '周次',
  thisWeek: '本周',
  lastWeek: '上周',
  weekOption: '{{label}}（{{from}} 至 {{to}}）',
  weekName: '{{year}} 年第 {{n}} 周',
  searches: { other: '本周共 {{n}} 次搜索（只计第一页结果）' } as PluralMessage,
  searchesOf: { other: '该周共 {{n}} 次搜索（只计第一页结果）' } as PluralMessage,
  nothingTitle: '什么也没找到',
  nothingHint: '网页和文档都没有结果。',
  documentsTitle: '只找到文档',
  documentsHint: '没有网页结果，但 PDF 文档的正文里有。',
  query: '搜索词',
  lang: '语言',
  count: '次数',
  langZh: '中文',
  langEn: '英文',
  open: '在网站上搜索“{{query}}”（{{lang}}，新窗口）',
  empty: '这一周没有这样的搜索。',
  other: {
    other: '另有 {{n}} 次搜索未单独列出：该周记录的不同搜索词已达上限。',
  } as PluralMessage,
  top: '按次数排列，最多列出 {{n}} 个。',
} as const;

export type SearchesStrings = Dictionary<typeof zh>;

const en: SearchesStrings = {
  title: 'Searches that found nothing',
  intro:
    'Words visitors searched the site for without finding a page, counted per week (Beijing time, Monday to Sunday). Counts only: no visitor, address or time is kept. A word searched often and never found points to content or wording the site lacks; a word found only in documents means the content is only inside a PDF.',
  week: 'Week',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  weekOption: '{{label}}, {{from}} – {{to}}',
  weekName: 'Week {{n}} of {{year}}',
  searches: {
    one: '{{n}} search this week (first pages of results)',
    other: '{{n}} searches this week (first pages of results)',
  },
  searchesOf: {
    one: '{{n}} search that week (first pages of results)',
    other: '{{n}} searches that week (first pages of results)',
  },
  nothingTitle: 'Found nothing',
  nothingHint: 'No page and no document.',
  documentsTitle: 'Found only documents',
  documentsHint: 'No page, but the text of a PDF document holds it.',
  query: 'Search',
  lang: 'Language',
  count: 'Times',
  langZh: 'Chinese',
  langEn: 'English',
  open: 'Search the site for “{{query}}” ({{lang}}, new window)',
  empty: 'No such searches that week.',
  other: {
    one: '{{n}} more search is not listed: the week already holds as many different words as it keeps.',
    other: '{{n}} more searches are not listed: the week already holds as many different words as it keeps.',
  },
  top: 'Most frequent first, at most {{n}}.',
};

export const SEARCHES_STRINGS: Record<ConsoleLang, SearchesStrings> = { zh, en };
