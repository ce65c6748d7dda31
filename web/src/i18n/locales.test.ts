import { describe, expect, it } from 'vitest';
import en from './locales/en/common.json';
import enReport from './locales/en/report.json';
import zh from './locales/zh-CN/common.json';
import zhReport from './locales/zh-CN/report.json';

describe('locale files', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(enReport).sort()).toEqual(Object.keys(zhReport).sort());
  });
  it('show the missing-image text in Chinese in both languages, as the spec says', () => {
    expect(en.noImage).toBe(zh.noImage);
  });
});
