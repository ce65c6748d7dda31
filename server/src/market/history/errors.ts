import { PRICE_FILE_EXTENSIONS, PRICE_FILE_MAX_BYTES } from '@muyuan/contract/admin/price-history';
import type { Lang, Localized } from '@muyuan/contract/lang';
import { AppError } from '../../http/errors.ts';
import { PriceCsvError } from './csv-parse.ts';

/** The console's refusals of a price file, each in both languages. */

const MB = PRICE_FILE_MAX_BYTES / 1024 / 1024;
const extensions = PRICE_FILE_EXTENSIONS.join(', ');

export const priceFileTooLarge = () =>
  new AppError(413, 'price_file_too_large', {
    zh: `价格文件不能超过 ${MB}MB`,
    en: `A price file may be at most ${MB} MB`,
  });

export const notAPriceFile = () =>
  new AppError(415, 'not_a_price_file', {
    zh: `请上传 CSV 文本文件（${extensions}），不是表格或其他文件；可在表格软件中“另存为 CSV”`,
    en: `Upload a CSV text file (${extensions}), not a workbook or another kind of file; a spreadsheet can “Save as CSV”`,
  });

export const unknownSecurity = (msg: Localized) => new AppError(404, 'unknown_security', msg);

/** A file refused for its lines: the head in both languages, every listed problem in the caller's language. */
export function priceFileRefused(error: PriceCsvError, lang: Lang): AppError {
  const listed = error.problems.slice(0, PriceCsvError.MAX_LISTED);
  const count = error.problems.length;
  return new AppError(400, 'price_file_refused', {
    zh: `价格文件未导入：共 ${count} 处问题，已按行列出`,
    en: `The price file was not imported: ${count} ${count === 1 ? 'problem' : 'problems'}, listed by line`,
  }).withData({
    problems: listed.map((p) => ({ line: p.line, message: p[lang] })),
    more: error.problems.length - listed.length,
  });
}
