import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { FigureChart } from './figure-chart.tsx';

const points = [
  { year: 2022, value: 13_266_000_000 },
  { year: 2023, value: -4_263_000_000 },
  { year: 2024, value: 17_881_000_000 },
];
const words = {
  title: '净利润（亿元）',
  caption: '单位：亿元',
  value: (figure: string) => `${figure}亿元`,
  year: (year: number) => `${year}年`,
  separator: '；',
};
const yi = { divisor: 100_000_000, decimals: 2 };

describe('FigureChart', () => {
  it('draws one bar a year, a loss below the zero line, with the values in the given scale', () => {
    const { container } = renderIn('zh', <FigureChart points={points} scale={yi} words={words} />);
    const bars = [...container.querySelectorAll('.chart-bar')];
    expect(bars.map((b) => b.querySelector('.chart-year')?.textContent)).toEqual(['2022', '2023', '2024']);
    expect(bars.map((b) => b.querySelector('.chart-value')?.textContent)).toEqual(['132.66', '−42.63', '178.81']);
    const zero = container.querySelector('.chart-tick[data-zero="true"] line');
    const zeroY = Number(zero?.getAttribute('y1'));
    const loss = bars[1]?.querySelector('rect');
    expect(bars[1]).toHaveAttribute('data-negative', 'true');
    expect(Number(loss?.getAttribute('y'))).toBeCloseTo(zeroY, 5);
    const profit = bars[2]?.querySelector('rect');
    expect(Number(profit?.getAttribute('y')) + Number(profit?.getAttribute('height'))).toBeCloseTo(zeroY, 5);
    expect(container.querySelector('figcaption')).toHaveTextContent('单位：亿元');
  });

  it('gives screen readers a title and every value as the text alternative', () => {
    const enWords = {
      title: 'Net profit (RMB million)',
      caption: 'In RMB million',
      value: (figure: string) => `RMB ${figure} million`,
      year: (year: number) => `FY${year}`,
      separator: '; ',
    };
    const scale = { divisor: 1_000_000, decimals: 0 };
    const { container } = renderIn('en', <FigureChart points={points} scale={scale} words={enWords} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('role', 'img');
    const [titleId, descId] = (svg?.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(container.querySelector(`[id="${titleId}"]`)?.textContent).toBe('Net profit (RMB million)');
    expect(container.querySelector(`[id="${descId}"]`)?.textContent).toBe(
      'FY2022: RMB 13,266 million; FY2023: RMB −4,263 million; FY2024: RMB 17,881 million',
    );
  });
});
