import type { Quote } from '@muyuan/contract/stock-market';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { BondConversion } from './bond-conversion.tsx';
import type { Labels } from './labels.ts';
import { QuotePanel } from './quote-panel.tsx';

const stock: Quote = {
  code: '002714',
  name: '牧原股份',
  kind: 'stock',
  price: 41.86,
  change: 0.81,
  changePercent: 1.97,
  open: 41.2,
  high: 42.35,
  low: 40.98,
  prevClose: 41.05,
  volume: 18_652_400,
  turnover: 780_356_200,
  quoteTime: '2026-02-13T15:00:00+08:00',
  source: '深圳证券交易所行情（延时）',
  delayNote: '行情延迟至少15分钟，仅供参考',
};
const bond: Quote = { ...stock, code: '127045', name: '牧原转债', kind: 'convertibleBond', price: 126.48 };
const WORDS: Record<string, string> = {
  shares: '股',
  bonds: '张',
  yuan: '元',
  open: '今开',
  volume: '成交量',
  turnover: '成交额',
  conversionPrice: '转股价',
  conversionValue: '转股价值',
  conversionPremium: '转股溢价率',
};
const labels: Labels = (key, vars) =>
  (WORDS[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_w, name: string) => String(vars?.[name]));
/** Monday 10:00 Beijing time. */
const monday = (time: string) => new Date(`2026-02-16T${time}+08:00`);

const stat = (container: HTMLElement, label: string) =>
  within(container).getByText(label).closest('.quote-stat')?.querySelector('dd')?.textContent;

describe('QuotePanel', () => {
  it('colours a rise red and a fall green, and writes the sign too', () => {
    const up = renderIn('zh', <QuotePanel quote={stock} labels={labels} now={monday('10:00:00')} />);
    expect(up.container.querySelector('.quote-summary')).toHaveAttribute('data-direction', 'up');
    expect(screen.getByText(/\+0\.81 \(\+1\.97%\)/)).toBeInTheDocument();
    up.unmount();
    const down = { ...stock, change: -0.42, changePercent: -1.01 };
    const fall = renderIn('zh', <QuotePanel quote={down} labels={labels} now={monday('10:00:00')} />);
    expect(fall.container.querySelector('.quote-summary')).toHaveAttribute('data-direction', 'down');
    expect(screen.getByText(/−0\.42 \(−1\.01%\)/)).toBeInTheDocument();
  });

  it("shows the day's trading with volume and turnover through the unit converter", () => {
    const { container } = renderIn('zh', <QuotePanel quote={stock} labels={labels} now={monday('09:00:00')} />);
    expect(stat(container, '今开')).toBe('41.20');
    expect(stat(container, '成交量')).toBe('1865.24万股');
    expect(stat(container, '成交额')).toBe('7.80亿元');
    const en = renderIn('en', <QuotePanel quote={bond} labels={labels} now={monday('09:00:00')} />);
    expect(stat(en.container, '成交量')).toBe('18.65 million 张');
  });

  it('says how old a quote is once it is older than the delay note promises, and only then', () => {
    // Friday's close is the freshest quote until Monday's session has run for the promised delay.
    const fresh = renderIn('zh', <QuotePanel quote={stock} labels={labels} now={monday('09:40:00')} />);
    expect(fresh.container.querySelector('.quote-stale')).toBeNull();
    expect(fresh.container.querySelector('.quote-panel')).toHaveAttribute('data-stale', 'false');
    fresh.unmount();
    const stale = renderIn('en', <QuotePanel quote={stock} labels={labels} now={monday('11:00:00')} />);
    expect(stale.container.querySelector('.quote-stale')).toHaveTextContent('it was quoted 2 days ago');
    expect(stale.container.querySelector('.quote-panel')).toHaveAttribute('data-stale', 'true');
  });
});

describe('BondConversion', () => {
  const terms = {
    code: '127045',
    name: '牧原转债',
    stockCode: '002714',
    conversionPrice: 38.9,
    conversionPriceSince: '2025-06-06',
    conversionPrices: [{ price: 38.9, since: '2025-06-06' }],
    faceValue: 100,
    issueSize: 9_550_000_000,
    issueDate: '2021-08-16',
    listingDate: '2021-09-01',
    conversionStart: '2022-02-21',
    maturityDate: '2027-08-15',
  };
  it('computes the conversion value and premium from the bond and the share prices', () => {
    const { container } = renderIn('zh', <BondConversion terms={terms} bond={bond} stock={stock} labels={labels} />);
    expect(stat(container, '转股价')).toContain('38.90元');
    expect(stat(container, '转股价值')).toBe('107.61元');
    expect(stat(container, '转股溢价率')).toBe('+17.54%');
  });
  it('leaves value and premium blank without the share quote', () => {
    const { container } = renderIn(
      'zh',
      <BondConversion terms={terms} bond={bond} stock={undefined} labels={labels} />,
    );
    expect(stat(container, '转股价值')).toBe('—');
    expect(stat(container, '转股溢价率')).toBe('—');
  });
});
