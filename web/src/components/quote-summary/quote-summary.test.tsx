import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { QuoteSummary } from './quote-summary.tsx';

const quote = {
  code: '002714',
  name: 'Muyuan Foods',
  kind: 'stock' as const,
  price: 41.86,
  change: 0.81,
  changePercent: 1.97,
  open: 41.2,
  high: 42.35,
  low: 40.98,
  prevClose: 41.05,
  volume: 18652400,
  turnover: 780356200,
  quoteTime: '2026-02-13T15:00:00+08:00',
  source: 'Shenzhen Stock Exchange (delayed)',
  delayNote: 'Delayed by at least 15 minutes',
};

describe('QuoteSummary', () => {
  it('shows price, signed change and percentage, time and source, marked as a rise', () => {
    const { container } = renderIn('en', <QuoteSummary quote={quote} />);
    expect(screen.getByText('41.86')).toBeInTheDocument();
    expect(screen.getByText(/\+0\.81 \(\+1\.97%\)/)).toBeInTheDocument();
    expect(screen.getByText('2026-02-13 15:00')).toBeInTheDocument();
    expect(screen.getByText('up')).toHaveClass('visually-hidden');
    expect(container.querySelector('.quote-summary')).toHaveAttribute('data-direction', 'up');
  });
  it('marks a fall with a minus sign, not only with green', () => {
    const { container } = renderIn('en', <QuoteSummary quote={{ ...quote, change: -0.5, changePercent: -1.2 }} />);
    expect(screen.getByText(/−0\.50 \(−1\.20%\)/)).toBeInTheDocument();
    expect(container.querySelector('.quote-summary')).toHaveAttribute('data-direction', 'down');
  });
});
