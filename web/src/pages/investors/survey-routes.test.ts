import { describe, expect, it } from 'vitest';
import { institutionsText, surveyRecordRoute } from './survey-routes.ts';

describe('survey records', () => {
  it('are addressed by id on the detail route', () => {
    expect(surveyRecordRoute('survey-2025-11-strategy-meeting')).toBe(
      '/securities/detail?id=survey-2025-11-strategy-meeting',
    );
  });
  it('name the first institutions and count the rest', () => {
    const more = (rest: number, total: number) => `等${total}家机构（另${rest}家）`;
    expect(institutionsText(['甲', '乙', '丙', '丁'], 2, more, '、')).toBe('甲、乙等4家机构（另2家）');
    expect(institutionsText(['A', 'B'], 3, () => ' and more', ', ')).toBe('A, B');
  });
});
