import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { DividendTable } from './dividend-table.tsx';
import { FeedLink } from './feed-link.tsx';
import { FiguresTable } from './figures-table.tsx';
import { LatestYear } from './latest-year.tsx';
import { NoticeList } from './notice-list.tsx';

const labels = (key: string, vars?: Record<string, string | number>) =>
  vars ? `${key}(${Object.values(vars).join(',')})` : key;
const years = [
  {
    year: 2023,
    revenue: 110_861_000_000,
    netProfit: -4_263_000_000,
    totalAssets: 195_320_000_000,
    pigsSold: 63_816_000,
  },
  {
    year: 2024,
    revenue: 137_947_000_000,
    netProfit: 17_881_000_000,
    totalAssets: 187_890_000_000,
    pigsSold: 71_601_000,
  },
];

describe('investor tables', () => {
  it('list dividends with plain per-10-share and total amounts, the units in the headings', () => {
    const dividend = {
      id: 'd21',
      fiscalYear: 2021,
      title: '2021年度利润分配',
      cashPerTenShares: 2.48,
      sharesPerTenShares: 0,
      totalCash: 1_320_000_000,
      recordDate: '2022-06-08',
      exDate: '2022-06-09',
      payDate: '2022-06-09',
    };
    const { container } = renderIn('zh', <DividendTable items={[dividend]} labels={labels} />);
    const cells = [...container.querySelectorAll('tbody tr > *')].map((c) => c.textContent);
    expect(cells).toEqual(['2021年度利润分配', '2.48', '13.20', '2022-06-08', '2022-06-09']);
  });

  it('show the key figures newest first, each column with its unit, plain figures in the cells, a loss with its sign', () => {
    const { container } = renderIn('en', <FiguresTable years={years} labels={labels} />);
    expect([...container.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'year',
      'withUnit(revenue,unitYuan)',
      'withUnit(netProfit,unitYuan)',
      'withUnit(totalAssets,unitYuan)',
      'withUnit(pigsSold,unitHead)',
    ]);
    const first = [...container.querySelectorAll('tbody tr')][0];
    expect(first?.querySelector('th')).toHaveTextContent('fiscalYear(2024)');
    expect(container.querySelector('tr[data-year="2023"] td[data-metric="netProfit"]')).toHaveTextContent(/^−4,263$/);
    expect(container.querySelector('tr[data-year="2024"] td[data-metric="revenue"]')).toHaveTextContent(/^137,947$/);
    expect(container.querySelector('tr[data-year="2024"] td[data-metric="pigsSold"]')).toHaveTextContent(/^71\.60$/);
  });

  it('give the latest year with its change, coloured like a price move, and no percentage after a loss', () => {
    const { container } = renderIn('zh', <LatestYear years={years} labels={labels} />);
    const change = (metric: string) => container.querySelector(`[data-metric="${metric}"] .latest-year-change`);
    expect(change('revenue')).toHaveTextContent('change(+24.43%)');
    expect(change('revenue')).toHaveAttribute('data-direction', 'up');
    expect(change('totalAssets')).toHaveAttribute('data-direction', 'down');
    expect(change('netProfit')).toHaveTextContent('notComparable');
    const value = (metric: string) => container.querySelector(`[data-metric="${metric}"] .latest-year-value`);
    expect(value('revenue')).toHaveTextContent(/^valueYuan\(1,379\.47\)$/);
    expect(value('pigsSold')).toHaveTextContent(/^valueHead\(7,160\.10\)$/);
  });

  it('list announcements with kind, size and links to open in a new tab and to download', () => {
    const notice = {
      id: 'n1',
      title: '2025年第三季度报告',
      publishDate: '2025-10-28',
      file: { url: '/media/files/notices/2025-q3-report.pdf', size: 20_656 },
      type: 'periodic',
      typeName: '定期报告',
    };
    renderIn('zh', <NoticeList items={[notice]} labels={labels} />);
    expect(screen.getByText('定期报告')).toBeInTheDocument();
    expect(screen.getByText('PDF · 20 KB')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: /^open/ });
    expect(open).toHaveAttribute('target', '_blank');
    const download = screen.getByRole('link', { name: /^download/ });
    expect(download).toHaveAttribute('download', '2025-10-28 2025年第三季度报告.pdf');
    expect(download).toHaveAttribute('href', notice.file.url);
  });

  it('link a feed as RSS', () => {
    renderIn('en', <FeedLink href="/feeds/en/news.xml" label="Follow (RSS)" />);
    const link = screen.getByRole('link', { name: /Follow \(RSS\)/ });
    expect(link).toHaveAttribute('type', 'application/rss+xml');
    expect(link).toHaveAttribute('href', '/feeds/en/news.xml');
  });
});
