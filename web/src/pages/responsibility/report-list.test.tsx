import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { ReportList } from './report-list.tsx';

const labels = { open: 'Read online', download: 'Download', pdf: 'PDF', year: 'Year' };
const reports = [
  {
    id: 'r-2024',
    title: 'ESG Report: 2024',
    year: 2024,
    cover: '/media/reports/2024.svg',
    file: { url: '/media/files/reports/2024.pdf', size: 28_033 },
  },
  {
    id: 'r-2020',
    title: 'CSR Report 2020',
    year: 2020,
    cover: null,
    file: { url: '/media/files/2020.pdf', size: 900 },
  },
];

describe('ReportList', () => {
  it('shows each report with its year, title, size and cover, in the order given', () => {
    const { container } = renderIn('en', <ReportList reports={reports} labels={labels} company="Muyuan Foods" />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'ESG Report: 2024',
      'CSR Report 2020',
    ]);
    expect([...container.querySelectorAll('.report-year')].map((y) => y.textContent)).toEqual(['2024', '2020']);
    expect([...container.querySelectorAll('.report-size')].map((s) => s.textContent)).toEqual(['27 KB', '900 B']);
    expect(container.querySelectorAll('.report-cover img')).toHaveLength(1);
  });

  it('reads a report in a new tab and downloads it under a file name of company and title', () => {
    renderIn('en', <ReportList reports={reports} labels={labels} company="Muyuan Foods" />);
    const read = screen.getByRole('link', { name: 'Read online: ESG Report: 2024' });
    expect(read).toHaveAttribute('href', '/media/files/reports/2024.pdf');
    expect(read).toHaveAttribute('target', '_blank');
    const download = screen.getByRole('link', { name: 'Download: ESG Report: 2024' });
    expect(download).toHaveAttribute('href', '/media/files/reports/2024.pdf');
    expect(download).toHaveAttribute('download', 'Muyuan Foods ESG Report 2024.pdf');
    expect(download).not.toHaveAttribute('target');
  });
});
