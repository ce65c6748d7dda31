import type { ResponsibilityReport } from '@muyuan/contract/social-responsibility';
import { SkeletonBox } from '../../components/async-view/async-view.tsx';
import { formatBytes } from '../../i18n/format-bytes.ts';
import { useT } from '../../i18n/t.ts';
import { reportFileName } from './report-file-name.ts';
import './report-list.css';
import { ContentImage } from '../../components/content-image/content-image.tsx';

export interface ReportLabels {
  /** Read the PDF in a new tab. */
  open: string;
  download: string;
  /** Names the file type and size, e.g. "PDF". */
  pdf: string;
  /** Precedes the year, e.g. "Year". */
  year: string;
}

interface Props {
  reports: readonly ResponsibilityReport[];
  labels: ReportLabels;
  /** The company name that downloaded files are saved under. */
  company: string;
}

/** Reports as covers on a shelf: year, title, file size, and ways to read or save the PDF. */
export function ReportList({ reports, labels, company }: Props) {
  const t = useT();
  return (
    <ul className="report-list">
      {reports.map((report) => (
        <li key={report.id} className="report-card">
          <div className="report-cover">
            {report.cover && (
              <ContentImage
                src={report.cover}
                alt=""
                sizes="(max-width: 640px) 50vw, 240px"
                loading="lazy"
                decoding="async"
                width="600"
                height="800"
              />
            )}
          </div>
          <div className="report-body">
            <h3 className="report-title">{report.title}</h3>
            <p className="report-meta">
              <span className="visually-hidden">{labels.year} </span>
              <span className="report-year">{report.year}</span> · {labels.pdf} ·{' '}
              <span className="report-size">{formatBytes(report.file.size)}</span>
            </p>
            <p className="report-actions">
              <a className="button-primary" href={report.file.url} target="_blank" rel="noopener noreferrer">
                {labels.open}
                <span className="visually-hidden">{t('labelled', { label: '', value: report.title })}</span>
              </a>
              <a
                className="button-secondary"
                href={report.file.url}
                download={reportFileName(company, report.title)}
                type="application/pdf"
              >
                {labels.download}
                <span className="visually-hidden">{t('labelled', { label: '', value: report.title })}</span>
              </a>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The shelf while the reports load. */
export function ReportListSkeleton({ count = 5 }: { count?: number }) {
  return (
    <ul className="report-list" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className="report-card">
          <SkeletonBox className="report-cover" />
          <div className="report-body">
            <SkeletonBox lines={3} className="report-skeleton-text" />
          </div>
        </li>
      ))}
    </ul>
  );
}
