import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import {
  PRICE_FILE_MAX_BYTES,
  priceCodeParamsSchema,
  priceImportSummarySchema,
  priceSecuritiesSchema,
} from '@muyuan/contract/admin/price-history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../admin/clock.ts';
import { answers, ok, staffActor } from '../../admin/routes/helpers.ts';
import { requestLang } from '../../http/language.ts';
import { acceptSingleFile } from '../../http/single-file-upload.ts';
import { FILE_FIELD, readUploadForm } from '../../integrity/upload-form.ts';
import { importUploadedPrices, priceSecurities } from './price-admin.ts';

const tags = ['admin: price history'];

/** The upload form as the API document shows it (read by readUploadForm, not by a validator). */
const priceFormSchema = z
  .object({
    [FILE_FIELD]: z.string().meta({
      format: 'binary',
      description: 'The CSV file (.csv or .txt, UTF-8 or GBK): date,open,high,low,close,volume,amount',
    }),
  })
  .meta({ description: 'multipart/form-data with exactly one part, the file' });

/**
 * The price history's admin API (issue 40, point 2): what each quoted security's history holds, and the
 * import of a CSV export in the console (the same import as `npm run content -- import-prices`). Roles in
 * admin/route-roles.ts.
 */
export default async function priceAdminRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;
  const { bodyLimit, refuseDeclaredOversize } = await acceptSingleFile(app, {
    uploadPaths: [P.priceHistoryImport],
    maxFileBytes: PRICE_FILE_MAX_BYTES,
  });

  typed.get(
    P.priceHistory,
    {
      schema: {
        summary: 'Each quoted security’s daily bars: real and sample counts, first and last day, last import',
        tags,
        response: answers(priceSecuritiesSchema),
      },
    },
    async (request) => ok(request, await priceSecurities(app.db, requestLang(request.headers))),
  );

  typed.post(
    P.priceHistoryImport,
    {
      bodyLimit,
      onRequest: refuseDeclaredOversize,
      schema: {
        summary: 'Import a security’s daily bars from a CSV export (the same file again changes nothing)',
        description:
          'The file is checked whole before anything is written: a refusal (400 price_file_refused) lists every ' +
          'problem with its line in the envelope’s data. The file’s days replace those days’ bars; the code’s ' +
          'sample bars are removed. Recorded in the audit trail.',
        tags,
        consumes: ['multipart/form-data'],
        params: priceCodeParamsSchema,
        body: priceFormSchema,
        response: answers(priceImportSummarySchema),
      },
    },
    async (request) => {
      const form = await readUploadForm(request);
      const who = { actor: staffActor(request), lang: requestLang(request.headers), clock };
      return ok(request, await importUploadedPrices(app.db, who, request.params.code, form));
    },
  );
}
