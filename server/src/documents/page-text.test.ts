import { describe, expect, it } from 'vitest';
import { pageText } from './page-text.ts';

const runs = (...items: [string, boolean?][]) => items.map(([str, hasEOL]) => ({ str, hasEOL: hasEOL ?? false }));

describe('a page’s text made one searchable line', () => {
  it('keeps the spaces between English words and makes line ends and runs of blanks one space', () => {
    expect(
      pageText(runs(['Hog production', true], ['rose  steadily', false], ['\t while feed', true], ['costs'])),
    ).toBe('Hog production rose steadily while feed costs');
  });

  it('leaves no space between Chinese characters a line end or justified glyphs put apart', () => {
    expect(pageText(runs(['牧原食品股份', true], ['有限公司 二 〇 二四', true], ['年度报告。', true]))).toBe(
      '牧原食品股份有限公司二〇二四年度报告。',
    );
  });

  it('keeps the space between Chinese and Latin words as the page has it', () => {
    expect(pageText(runs(['利用', true], ['Environmental protection']))).toBe('利用 Environmental protection');
  });

  it('gives radical look-alikes and compatibility forms as the ideographs they stand for', () => {
    // ⻝ (U+2EDD) and ⻓ (U+2ED3) as Chromium writes them with Noto CJK; ⾦ (U+2F26) a Kangxi radical.
    expect(pageText(runs(['牧原⻝品 稳步增⻓ ⾦额']))).toBe('牧原食品稳步增长金额');
  });

  it('drops control characters and the replacement character, and answers empty for a page without text', () => {
    expect(pageText(runs(['A\u0000B\ufffdC']))).toBe('A B C');
    expect(pageText(runs(['', true], ['  ']))).toBe('');
    expect(pageText([])).toBe('');
  });
});
