import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { FigureChart } from './figure-chart.tsx';

const points = [
  { year: 2022, value: 13_266_000_000 },
  { year: 2023, value: -4_263_000_000 },
  { year: 2024, value: 17_881_000_000 },
];
const words = {
  title: (unit: string) => `净利润（${unit}）`,
  caption: (unit: string) => `单位：${unit}`,
  year: (year: number) => `${year}年`,
};

describe('FigureChart', () => {
  it('draws one bar a year, a loss below the zero line, with the values in one band of the converter', () => {
    const { container } = renderIn('zh', <FigureChart points={points} unit="元" words={words} />);
    const bars = [...container.querySelectorAll('.chart-bar')];
    expect(bars.map((b) => b.querySelector('.chart-year')?.textContent)).toEqual(['2022', '2023', '2024']);
    expect(bars.map((b) => b.querySelector('.chart-value')?.textContent)).toEqual(['132.66', '-42.63', '178.81']);
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
    const { container } = renderIn('en', <FigureChart points={points} unit="yuan" words={words} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('role', 'img');
    const [titleId, descId] = (svg?.getAttribute('aria-labelledby') ?? '').split(' ');
    expect(container.querySelector(`[id="${titleId}"]`)?.textContent).toBe('净利润（million yuan）');
    expect(container.querySelector(`[id="${descId}"]`)?.textContent).toBe(
      '2022年: 13,266.00 million yuan; 2023年: -4,263.00 million yuan; 2024年: 17,881.00 million yuan',
    );
  });
});
