import { FINANCIAL_FIGURES_XLSX_PATH } from '@muyuan/contract/api-paths';
import {
  bondTerms,
  dividends,
  financialFigures,
  noticeFacets,
  noticeList,
  periodicReports,
  securitiesNewsDetail,
  securitiesNewsList,
  surveyDetail,
  surveyList,
} from '@muyuan/contract/bond-matter';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerDownloadRoute } from '../../downloads/download-route.ts';
import { XLSX_CONTENT_TYPE } from '../../downloads/workbook.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { articleDetail, articlePage } from '../articles/service.ts';
import { financialFileName, financialWorkbook } from './financial-workbook.ts';
import {
  bondTermsList,
  dividendList,
  financialYears,
  surveyDetail as loadSurveyDetail,
  periodicReportList,
  surveyPage,
} from './investor-service.ts';
import { noticeFacets as loadNoticeFacets, noticePage } from './service.ts';

export default async function bondMatterRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const tag = 'bondMatter';
  registerContentRoute(app, noticeList, (q) => noticePage(db, { year: q.year, type: q.type, keyword: q.keyword }, q), {
    tag,
  });
  registerContentRoute(app, noticeFacets, () => loadNoticeFacets(db), { tag });
  registerContentRoute(app, securitiesNewsList, (q, lang) => articlePage(db, { kind: 'securitiesNews', lang }, q), {
    tag,
  });
  registerContentRoute(
    app,
    securitiesNewsDetail,
    async (q, lang) => {
      const { category: _category, ...detail } = await articleDetail(db, 'securitiesNews', q.id, lang);
      return detail;
    },
    { tag },
  );
  registerContentRoute(app, surveyList, (q, lang) => surveyPage(db, lang, q), { tag });
  registerContentRoute(app, surveyDetail, (q, lang) => loadSurveyDetail(db, q.id, lang), { tag });
  registerContentRoute(app, dividends, (_q, lang) => dividendList(db, lang), { tag });
  registerContentRoute(app, financialFigures, () => financialYears(db), { tag });
  registerDownloadRoute(app, {
    path: FINANCIAL_FIGURES_XLSX_PATH,
    query: z.object({}),
    summary: 'Key financial figures of recent years as a workbook (XLSX)',
    tag,
    make: async (_q, lang) => ({
      body: await financialWorkbook(await financialYears(db), lang),
      contentType: XLSX_CONTENT_TYPE,
      fileName: financialFileName(lang),
    }),
  });
  registerContentRoute(app, periodicReports, (_q, lang) => periodicReportList(db, lang), { tag });
  registerContentRoute(app, bondTerms, (_q, lang) => bondTermsList(db, lang), { tag });
}
