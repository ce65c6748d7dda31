import type { PeriodicReport } from '@muyuan/contract/bond-matter';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { ReportMatrix, reportsByYear } from './report-matrix.tsx';

const report = (id: string, year: number, period: PeriodicReport['period'], fileLang: 'zh' | 'en') => ({
  id,
  year,
  period,
  title: `${year} ${period}`,
  publishDate: `${year + 1}-04-20`,
  file: { url: `/media/files/${id}.pdf`, size: 2048 },
  fileLang,
});
const reports = [report('a', 2021, 'annual', 'en'), report('b', 2022, 'q3', 'zh'), report('c', 2021, 'q1', 'zh')];
const labels = (key: string, vars?: Record<string, string | number>) => (vars ? `${key}:${vars.year}` : key);

describe('report matrix', () => {
  it('groups reports by financial year, newest year first', () => {
    expect(reportsByYear(reports).map(([year, row]) => [year, Object.keys(row).sort()])).toEqual([
      [2022, ['q3']],
      [2021, ['annual', 'q1']],
    ]);
  });
  it('links each report as a PDF in its period column and says which English reports are Chinese only', () => {
    const { container } = renderIn('en', <ReportMatrix reports={reports} labels={labels} />);
    const rows = [...container.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['fiscalYear:2022', 'fiscalYear:2021']);
    const annual = rows[1]?.querySelector('td[data-period="annual"] a');
    expect(annual).toHaveAttribute('href', '/media/files/a.pdf');
    expect(annual).toHaveTextContent(/^2021 annual PDF/);
    expect(rows[1]?.querySelector('td[data-period="q1"] a')).toHaveTextContent('pdfChinese');
    expect(rows[0]?.querySelector('td[data-period="annual"]')).toHaveTextContent('notPublished');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
  it('does not call Chinese reports Chinese only on the Chinese site', () => {
    const { container } = renderIn('zh', <ReportMatrix reports={reports} labels={labels} />);
    expect(container.textContent).not.toContain('pdfChinese');
  });
});
