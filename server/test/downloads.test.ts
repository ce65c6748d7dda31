import { FINANCIAL_FIGURES_XLSX_PATH, PRICE_HISTORY_XLSX_PATH } from '@muyuan/contract/api-paths';
import type { FinancialYear } from '@muyuan/contract/bond-matter';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { PriceHistory } from '@muyuan/contract/price-history';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './helpers/databases.ts';
import { getData } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe.each(databases())('spreadsheet downloads on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const download = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('gives the key financial figures as a workbook whose numbers are numbers, headed in the language asked', async () => {
    const years = await getData<FinancialYear[]>(t.app, GET_ENDPOINTS.financialFigures.path, 'zh');
    for (const [lang, heading] of [
      ['zh', '年度'],
      ['en', 'Year'],
    ] as const) {
      const answer = await download(`${FINANCIAL_FIGURES_XLSX_PATH}?lang=${lang}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe(XLSX);
      expect(answer.headers['content-disposition']).toBe(`attachment; filename=muyuan_financial_figures_${lang}.xlsx`);
      // Read back with a reader of its own, not the library that wrote it.
      const rows = await readSheet(answer.rawPayload, 1);
      expect(rows[0]?.[0]).toBe(heading);
      expect(rows.slice(1)).toEqual(years.map((y) => [y.year, y.revenue, y.netProfit, y.totalAssets, y.pigsSold]));
    }
  });

  it('gives the price history of a range as a workbook: a date cell and number cells per day, named by code, range and language', async () => {
    const range = 'code=127045&from=2025-11-01&to=2026-01-31';
    const history = await getData<PriceHistory>(t.app, `${GET_ENDPOINTS.priceHistory.path}?${range}`, 'en');
    expect(history.bars.length).toBeGreaterThan(40);
    const answer = await download(`${PRICE_HISTORY_XLSX_PATH}?${range}&lang=en`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe(XLSX);
    const sample = history.sample ? '_sample' : '';
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename=127045_${history.from}_${history.to}_en${sample}.xlsx`,
    );
    const rows = await readSheet(answer.rawPayload, 1);
    expect(rows[0]).toEqual(['date', 'open', 'high', 'low', 'close', 'volume', 'amount']);
    expect(rows.slice(1)).toEqual(
      history.bars.map((b) => [new Date(`${b.date}T00:00:00Z`), b.open, b.high, b.low, b.close, b.volume, b.amount]),
    );
    // The notes say what the figures are, and that they are sample data when they are.
    const notes = (await readSheet(answer.rawPayload, 2)).map((row) => row[0]);
    expect(notes.some((line) => String(line).includes('sample data'))).toBe(history.sample);
  });

  it('refuses a range the history API refuses, with the same 400', async () => {
    const answer = await download(`${PRICE_HISTORY_XLSX_PATH}?code=127045&from=2026-01-31&to=2025-11-01&lang=zh`);
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a language it does not have with a 400 in words', async () => {
    const answer = await download(`${FINANCIAL_FIGURES_XLSX_PATH}?lang=fr`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: expect.anything() });
  });
});
