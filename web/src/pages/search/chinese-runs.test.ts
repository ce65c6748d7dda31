import { describe, expect, it } from 'vitest';
import { chineseRuns } from './chinese-runs.ts';

describe('chineseRuns', () => {
  it('cuts an English snippet running into a Chinese footer at the scripts, full-width punctuation with the Chinese', () => {
    expect(chineseRuns('water use per pig is metered. 2022年度环境、社会及治理（ESG）报告 · 牧原食品')).toEqual([
      { text: 'water use per pig is metered. 2022', chinese: false },
      { text: '年度环境、社会及治理（', chinese: true },
      { text: 'ESG', chinese: false },
      { text: '）报告 · 牧原食品', chinese: true },
    ]);
  });

  it('keeps a text of one script whole', () => {
    expect(chineseRuns('Feed costs declined')).toEqual([{ text: 'Feed costs declined', chinese: false }]);
    expect(chineseRuns('饲料成本 2024 年下降')).toEqual([{ text: '饲料成本 2024 年下降', chinese: true }]);
    expect(chineseRuns('')).toEqual([]);
  });
});
