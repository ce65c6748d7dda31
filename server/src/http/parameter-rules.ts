import { MAX_PAGE_NUM, MAX_PAGE_SIZE, MAX_SEARCH_KEYWORD_LENGTH } from '@muyuan/contract/constants';
import type { Localized } from '@muyuan/contract/lang';

/**
 * What each query parameter of the content API expects, told to the visitor when a value is rejected.
 * Parameters not listed here get the generic "invalid parameter" message.
 */
export const PARAMETER_RULES: Record<string, Localized> = {
  pageNum: { zh: `应为 1 到 ${MAX_PAGE_NUM} 之间的整数`, en: `must be a whole number from 1 to ${MAX_PAGE_NUM}` },
  pageSize: { zh: `应为 1 到 ${MAX_PAGE_SIZE} 之间的整数`, en: `must be a whole number from 1 to ${MAX_PAGE_SIZE}` },
  id: { zh: '应为内容编号（字母、数字、- 或 _）', en: 'must be a content id (letters, digits, - or _)' },
  keyword: {
    zh: `请输入 1 到 ${MAX_SEARCH_KEYWORD_LENGTH} 个字符的搜索词`,
    en: `must be a search term of 1 to ${MAX_SEARCH_KEYWORD_LENGTH} characters`,
  },
  category: { zh: '不是可用的分类', en: 'is not a known category' },
  module: { zh: '应为页面的导航编号', en: "must be a page's navigation id" },
  year: { zh: '应为四位数年份', en: 'must be a four-digit year' },
  type: { zh: '应为公告类别编号', en: 'must be the code of a kind of announcement' },
  kind: {
    zh: '应为文件类别：announcement、periodicReport、responsibilityReport 或 other',
    en: 'must be a kind of document: announcement, periodicReport, responsibilityReport or other',
  },
  code: { zh: '应为六位数字的证券代码（如 002714）', en: 'must be a six-digit security code (e.g. 002714)' },
  from: { zh: '应为日历上的日期（YYYY-MM-DD）', en: 'must be a calendar date (YYYY-MM-DD)' },
  to: { zh: '应为日历上的日期（YYYY-MM-DD）', en: 'must be a calendar date (YYYY-MM-DD)' },
};
