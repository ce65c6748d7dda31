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

/** Monday after the quote's Friday close, Beijing time. */
const monday = (time: string) => new Date(`2026-02-16T${time}+08:00`);

describe('QuoteSummary', () => {
  it('shows price, signed change and percentage, time and source, marked as a rise', () => {
    const { container } = renderIn('en', <QuoteSummary quote={quote} now={monday('09:40:00')} />);
    expect(screen.getByText('41.86')).toBeInTheDocument();
    expect(screen.getByText(/\+0\.81 \(\+1\.97%\)/)).toBeInTheDocument();
    expect(screen.getByText('2026-02-13 15:00')).toBeInTheDocument();
    expect(screen.getByText('up')).toHaveClass('visually-hidden');
    expect(container.querySelector('.quote-summary')).toHaveAttribute('data-direction', 'up');
  });
  it('marks a fall with a minus sign, not only with green', () => {
    const { container } = renderIn(
      'en',
      <QuoteSummary quote={{ ...quote, change: -0.5, changePercent: -1.2 }} now={monday('09:40:00')} />,
    );
    expect(screen.getByText(/−0\.50 \(−1\.20%\)/)).toBeInTheDocument();
    expect(container.querySelector('.quote-summary')).toHaveAttribute('data-direction', 'down');
  });
  it("shows a live feed's status beside the name in the visitor's language, and nothing for a quote by hand", () => {
    const { container } = renderIn(
      'zh',
      <QuoteSummary quote={{ ...quote, status: 'halted' }} now={monday('09:40:00')} />,
    );
    expect(container.querySelector('.quote-status')).toHaveTextContent('停牌');
    expect(container.querySelector('.quote-status')).toHaveAttribute('data-status', 'halted');
    const en = renderIn('en', <QuoteSummary quote={{ ...quote, status: 'closed' }} now={monday('09:40:00')} />);
    expect(en.container.querySelector('.quote-status')).toHaveTextContent('Closed');
    const byHand = renderIn('en', <QuoteSummary quote={quote} now={monday('09:40:00')} />);
    expect(byHand.container.querySelector('.quote-status')).toBeNull();
  });
  it('keeps the delay note alone while the quote is as fresh as it promises', () => {
    const { container } = renderIn('en', <QuoteSummary quote={quote} now={monday('09:40:00')} />);
    expect(container.querySelector('.quote-stale')).toBeNull();
    expect(container.querySelector('.quote-summary')).toHaveAttribute('data-stale', 'false');
  });
  it('warns with the quote age in the visitor language once it is older than the delay note promises', () => {
    const en = renderIn('en', <QuoteSummary quote={quote} now={new Date('2026-11-24T12:00:00+08:00')} />);
    expect(en.container.querySelector('.quote-stale')).toHaveTextContent(
      'This quote may be out of date: it was quoted 9 months ago, longer ago than the delay note promises.',
    );
    expect(en.container.querySelector('.quote-summary')).toHaveAttribute('data-stale', 'true');
    en.unmount();
    const zh = renderIn('zh', <QuoteSummary quote={quote} now={monday('11:00:00')} />);
    expect(zh.container.querySelector('.quote-stale')).toHaveTextContent('报价时间为2天前');
  });
});
