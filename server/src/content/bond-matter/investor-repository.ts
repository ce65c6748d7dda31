import type { Lang } from '@muyuan/contract/lang';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { sortLanguages } from '../record-languages.ts';

/** Investor-survey records, newest first (id breaks ties so the order is stable). */
export async function listSurveys(db: Db, lang: Lang, limit: number, offset: number) {
  return db
    .selectFrom('surveys')
    .select(['id', 'survey_date', 'title', 'form', 'institutions_json', 'summary'])
    .where('lang', '=', lang)
    .orderBy('survey_date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countSurveys(db: Db, lang: Lang): Promise<number> {
  const row = await db
    .selectFrom('surveys')
    .select(sql<number>`count(*)`.as('n'))
    .where('lang', '=', lang)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function findSurvey(db: Db, id: string, lang: Lang) {
  return db.selectFrom('surveys').selectAll().where('id', '=', id).where('lang', '=', lang).executeTakeFirst();
}

/** The languages a survey record is published in, Chinese first. */
export async function surveyLanguages(db: Db, id: string): Promise<Lang[]> {
  const rows = await db.selectFrom('surveys').select('lang').where('id', '=', id).execute();
  return sortLanguages(rows.map((r) => r.lang));
}

/** Ids and titles in list order, to find a record's neighbours. */
export async function listSurveyLinks(db: Db, lang: Lang) {
  return db
    .selectFrom('surveys')
    .select(['id', 'title'])
    .where('lang', '=', lang)
    .orderBy('survey_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listDividends(db: Db, lang: Lang) {
  return db
    .selectFrom('dividends')
    .selectAll()
    .where('lang', '=', lang)
    .orderBy('ex_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listFinancialFigures(db: Db) {
  return db.selectFrom('financial_figures').selectAll().orderBy('year').execute();
}

export async function listPeriodicReports(db: Db, lang: Lang) {
  return db
    .selectFrom('periodic_reports')
    .selectAll()
    .where('lang', '=', lang)
    .orderBy('publish_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function listBondTerms(db: Db, lang: Lang) {
  return db.selectFrom('bond_terms').selectAll().where('lang', '=', lang).orderBy('sort').execute();
}
