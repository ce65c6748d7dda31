import type { PeriodicReport, ReportPeriod } from '@muyuan/contract/bond-matter';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import type { Labels } from './labels.ts';
import './investors.css';

/** The reports of a year in the order they are published. */
export const PERIODS: readonly ReportPeriod[] = ['q1', 'halfYear', 'q3', 'annual'];

/** Reports by financial year (newest first) and period: one row a year, one column a report. */
export function reportsByYear(
  reports: readonly PeriodicReport[],
): [number, Partial<Record<ReportPeriod, PeriodicReport>>][] {
  const years = new Map<number, Partial<Record<ReportPeriod, PeriodicReport>>>();
  for (const r of reports) {
    const row = years.get(r.year) ?? {};
    row[r.period] ??= r;
    years.set(r.year, row);
  }
  return [...years.entries()].sort(([a], [b]) => b - a);
}

function ReportLink({ report, labels }: { report: PeriodicReport; labels: Labels }) {
  const t = useT();
  const lang = useLang();
  // The English site says when a report exists in Chinese only.
  const chineseOnly = lang === 'en' && report.fileLang === 'zh';
  return (
    <a
      href={report.file.url}
      className="report-link"
      target="_blank"
      rel="noopener noreferrer"
      data-lang={report.fileLang}
    >
      <span className="visually-hidden">{report.title} </span>
      <span className="report-format">{chineseOnly ? labels('pdfChinese') : 'PDF'}</span>
      <span className="report-meta">
        <time dateTime={report.publishDate}>{report.publishDate}</time> · {formatBytes(report.file.size)}
      </span>
      <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}

/** Every periodic report as a PDF link in a year-by-period table; in English the English PDF where there is one. */
export function ReportMatrix({ reports, labels }: { reports: readonly PeriodicReport[]; labels: Labels }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={labels('reportsTable')} tabIndex={0}>
      <table className="data-table ir-table report-matrix">
        <thead>
          <tr>
            <th scope="col">{labels('year')}</th>
            {PERIODS.map((p) => (
              <th scope="col" key={p}>
                {labels(p)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reportsByYear(reports).map(([year, row]) => (
            <tr key={year}>
              <th scope="row">{labels('fiscalYear', { year })}</th>
              {PERIODS.map((p) => {
                const report = row[p];
                return (
                  <td key={p} data-period={p}>
                    {report ? (
                      <ReportLink report={report} labels={labels} />
                    ) : (
                      <span className="report-none">
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{labels('notPublished')}</span>
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
