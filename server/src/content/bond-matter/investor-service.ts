import type {
  BondTerms,
  Dividend,
  FinancialYear,
  PeriodicReport,
  SurveyDetail,
  SurveySummary,
} from '@muyuan/contract/bond-matter';
import type { Lang } from '@muyuan/contract/lang';
import type { Page, PageQuery } from '@muyuan/contract/paging';
import type { Db } from '../../db/database.ts';
import type { SurveyTable } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import {
  countSurveys,
  findSurvey,
  listBondTerms,
  listDividends,
  listFinancialFigures,
  listPeriodicReports,
  listSurveyLinks,
  listSurveys,
  surveyLanguages,
} from './investor-repository.ts';

type SurveySummaryRow = Pick<SurveyTable, 'id' | 'survey_date' | 'title' | 'form' | 'institutions_json' | 'summary'>;

function toSurveySummary(row: SurveySummaryRow): SurveySummary {
  return {
    id: row.id,
    title: row.title,
    surveyDate: row.survey_date,
    form: row.form,
    institutions: JSON.parse(row.institutions_json) as string[],
    summary: row.summary,
  };
}

export async function surveyPage(db: Db, lang: Lang, paging: PageQuery): Promise<Page<SurveySummary>> {
  const { pageNum, pageSize } = paging;
  const [rows, total] = await Promise.all([
    listSurveys(db, lang, pageSize, (pageNum - 1) * pageSize),
    countSurveys(db, lang),
  ]);
  return { list: rows.map(toSurveySummary), total, pageNum, pageSize };
}

/** One record with the newer (`prev`) and older (`next`) records of the list; 404 if it is not in this language. */
export async function surveyDetail(db: Db, id: string, lang: Lang): Promise<SurveyDetail> {
  const row = await findSurvey(db, id, lang);
  if (!row) throw notFound();
  const [links, languages] = await Promise.all([listSurveyLinks(db, lang), surveyLanguages(db, id)]);
  const at = links.findIndex((l) => l.id === id);
  return {
    ...toSurveySummary(row),
    location: row.location,
    hosts: row.hosts,
    content: row.content_html,
    prev: links[at - 1] ?? null,
    next: links[at + 1] ?? null,
    languages,
  };
}

export async function dividendList(db: Db, lang: Lang): Promise<Dividend[]> {
  const rows = await listDividends(db, lang);
  return rows.map((r) => ({
    id: r.id,
    fiscalYear: r.fiscal_year,
    title: r.title,
    cashPerTenShares: r.cash_per_ten_shares,
    sharesPerTenShares: r.shares_per_ten_shares,
    totalCash: r.total_cash,
    recordDate: r.record_date,
    exDate: r.ex_date,
    payDate: r.pay_date,
  }));
}

/** The same figures in both languages: they are numbers; the page words them. */
export async function financialYears(db: Db): Promise<FinancialYear[]> {
  const rows = await listFinancialFigures(db);
  return rows.map((r) => ({
    year: r.year,
    revenue: r.revenue,
    netProfit: r.net_profit,
    totalAssets: r.total_assets,
    pigsSold: r.pigs_sold,
  }));
}

export async function periodicReportList(db: Db, lang: Lang): Promise<PeriodicReport[]> {
  const rows = await listPeriodicReports(db, lang);
  return rows.map((r) => ({
    id: r.id,
    year: r.year,
    period: r.period,
    title: r.title,
    publishDate: r.publish_date,
    file: { url: r.file_url, size: r.file_size },
    fileLang: r.file_lang,
  }));
}

export async function bondTermsList(db: Db, lang: Lang): Promise<BondTerms[]> {
  const rows = await listBondTerms(db, lang);
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    stockCode: r.stock_code,
    conversionPrice: r.conversion_price,
    conversionPrices: JSON.parse(r.conversion_prices_json) as BondTerms['conversionPrices'],
    conversionPriceSince: r.conversion_price_since,
    faceValue: r.face_value,
    issueSize: r.issue_size,
    issueDate: r.issue_date,
    listingDate: r.listing_date,
    conversionStart: r.conversion_start,
    maturityDate: r.maturity_date,
  }));
}
