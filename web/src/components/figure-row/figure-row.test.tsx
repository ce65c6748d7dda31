import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { FigureRow } from './figure-row.tsx';
import { formatFigure } from './format-figure.ts';

describe('formatFigure', () => {
  it('puts large plain numbers through the unit converter in both languages', () => {
    expect(formatFigure('40260000', 'zh')).toBe('4026.00万');
    expect(formatFigure('40260000', 'en')).toBe('40.26 million');
    expect(formatFigure('1320000000', 'zh')).toBe('13.20亿');
  });
  it('keeps codes, years, small figures and written-out numbers as they are', () => {
    expect(formatFigure('002714', 'zh')).toBe('002714');
    expect(formatFigure('1992', 'en')).toBe('1992');
    expect(formatFigure('85', 'zh')).toBe('85');
    expect(formatFigure('40.26', 'en')).toBe('40.26');
    expect(formatFigure('10000', 'zh')).toBe('10000');
  });
});

describe('FigureRow', () => {
  it('shows each figure with its unit and caption', () => {
    renderIn('en', <FigureRow items={[{ num: '40260000', unit: 'pigs', txt: 'marketed in 2021' }]} />);
    expect(screen.getByText('40.26 million')).toBeInTheDocument();
    expect(screen.getByText('pigs')).toBeInTheDocument();
    expect(screen.getByText('marketed in 2021').tagName).toBe('DT');
  });
});
