import { describe, expect, it } from 'vitest';
import { formatScaled, reportFigure } from './report-scale.ts';

describe('report scale', () => {
  it('writes amounts as an annual report tabulates them: 亿元 in Chinese, RMB million in English', () => {
    expect(reportFigure(137_947_000_000, 'yuan', 'zh')).toBe('1,379.47');
    expect(reportFigure(137_947_000_000, 'yuan', 'en')).toBe('137,947');
    expect(reportFigure(6_114_000_000, 'yuan', 'en')).toBe('6,114');
  });
  it('writes pigs in 万头 and in million head', () => {
    expect(reportFigure(71_601_000, 'head', 'zh')).toBe('7,160.10');
    expect(reportFigure(40_260_000, 'head', 'en')).toBe('40.26');
  });
  it('gives a loss a true minus sign, and none to a value that rounds to zero', () => {
    expect(reportFigure(-4_263_000_000, 'yuan', 'zh')).toBe('−42.63');
    expect(reportFigure(-4_263_000_000, 'yuan', 'en')).toBe('−4,263');
    expect(formatScaled(-0.001, 2)).toBe('0.00');
  });
});
