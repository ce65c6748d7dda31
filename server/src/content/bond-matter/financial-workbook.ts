import type { FinancialYear } from '@muyuan/contract/bond-matter';
import type { Lang } from '@muyuan/contract/lang';
import { tableWorkbook } from '../../downloads/workbook.ts';

const WORDS = {
  zh: {
    sheet: '主要财务数据',
    notesName: '说明',
    headers: ['年度', '营业收入（元）', '归属于上市公司股东的净利润（元）', '总资产（元）', '生猪销售量（头）'],
    notes: ['金额单位为元，生猪销售量单位为头。', '数据以公司定期报告为准。'],
  },
  en: {
    sheet: 'Key figures',
    notesName: 'Notes',
    headers: [
      'Year',
      'Revenue (yuan)',
      'Net profit attributable to shareholders (yuan)',
      'Total assets (yuan)',
      'Pigs sold (head)',
    ],
    notes: ['Amounts in yuan; pigs sold in head.', "The company's periodic reports prevail."],
  },
} as const;

/** The key financial figures, a row per year, oldest first as the API lists them. */
export function financialWorkbook(years: readonly FinancialYear[], lang: Lang): Promise<Buffer> {
  const words = WORDS[lang];
  const [year, revenue, netProfit, totalAssets, pigsSold] = words.headers;
  const money = '#,##0';
  return tableWorkbook<FinancialYear>({
    name: words.sheet,
    columns: [
      { header: year, width: 8, format: '0', value: (y) => y.year },
      { header: revenue, width: 22, format: money, value: (y) => y.revenue },
      { header: netProfit, width: 30, format: money, value: (y) => y.netProfit },
      { header: totalAssets, width: 22, format: money, value: (y) => y.totalAssets },
      { header: pigsSold, width: 18, format: '#,##0', value: (y) => y.pigsSold },
    ],
    rows: years,
    notes: words.notes,
    notesName: words.notesName,
  });
}

/** `muyuan_financial_figures_zh.xlsx`. */
export const financialFileName = (lang: Lang) => `muyuan_financial_figures_${lang}.xlsx`;
