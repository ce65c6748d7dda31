import { PRICE_HISTORY_CSV_PATH, PRICE_HISTORY_XLSX_PATH } from '@muyuan/contract/api-paths';
import { useLang } from '../../i18n/lang-context.tsx';
import type { Labels } from './labels.ts';

interface Props {
  code: string;
  range: { from: string; to: string };
  labels: Labels;
}

/** The address of a download of the range shown, in the page's language (a link sends no `lang` header). */
export function historyFileUrl(path: string, code: string, range: { from: string; to: string }, lang: string) {
  return `${path}?${new URLSearchParams({ code, from: range.from, to: range.to, lang })}`;
}

/** Links to the history of the range shown as a CSV file and as a spreadsheet. */
export function HistoryDownloads({ code, range, labels }: Props) {
  const lang = useLang();
  return (
    <p className="history-downloads">
      <span>{labels('downloadRange', { from: range.from, to: range.to })}</span>
      <a href={historyFileUrl(PRICE_HISTORY_CSV_PATH, code, range, lang)} download>
        {labels('downloadCsv')}
      </a>
      <a href={historyFileUrl(PRICE_HISTORY_XLSX_PATH, code, range, lang)} download>
        {labels('downloadXlsx')}
      </a>
    </p>
  );
}
