import { PRICE_HISTORY_CSV_PATH, PRICE_HISTORY_XLSX_PATH } from '@muyuan/contract/api-paths';
import { priceHistory, priceHistoryQuery } from '@muyuan/contract/price-history';
import type { FastifyInstance } from 'fastify';
import { registerDownloadRoute } from '../../downloads/download-route.ts';
import { XLSX_CONTENT_TYPE } from '../../downloads/workbook.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { barsToCsv } from './csv-write.ts';
import { historyFileName, historyWorkbook } from './history-workbook.ts';
import { priceHistoryOf } from './service.ts';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
/** Spreadsheets (Excel above all) read a CSV as UTF-8 only when it starts with a byte-order mark. */
const UTF8_BOM = '\uFEFF';

/**
 * The price history of a security (issue 40): as the API's JSON envelope, and as a CSV download (header
 * row in the language, which a link names with `lang=`). Both are cached per query and language until the
 * content version changes, which every change of bars moves on (an import, the poller's daily bar).
 */
export default async function priceHistoryRoutes(app: FastifyInstance): Promise<void> {
  registerContentRoute(app, priceHistory, (query) => priceHistoryOf(app.db, query), { tag: 'stockMarket' });
  registerDownloadRoute(app, {
    path: PRICE_HISTORY_CSV_PATH,
    query: priceHistoryQuery,
    summary: 'Daily price bars of a security over a date range, as a CSV file (UTF-8 with BOM)',
    tag: 'stockMarket',
    make: async (query, lang) => {
      const history = await priceHistoryOf(app.db, query);
      return {
        body: Buffer.from(UTF8_BOM + barsToCsv(history.bars, lang)),
        contentType: CSV_CONTENT_TYPE,
        fileName: historyFileName(history, lang, 'csv'),
      };
    },
  });
  registerDownloadRoute(app, {
    path: PRICE_HISTORY_XLSX_PATH,
    query: priceHistoryQuery,
    summary: 'Daily price bars of a security over a date range, as a workbook (XLSX)',
    tag: 'stockMarket',
    make: async (query, lang) => {
      const history = await priceHistoryOf(app.db, query);
      return {
        body: await historyWorkbook(history, lang),
        contentType: XLSX_CONTENT_TYPE,
        fileName: historyFileName(history, lang, 'xlsx'),
      };
    },
  });
}
