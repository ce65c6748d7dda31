import { describe, expect, it } from 'vitest';
import enArticle from './locales/en/article.json';
import en from './locales/en/common.json';
import enContact from './locales/en/contact.json';
import enReport from './locales/en/report.json';
import zhArticle from './locales/zh-CN/article.json';
import zh from './locales/zh-CN/common.json';
import zhContact from './locales/zh-CN/contact.json';
import zhReport from './locales/zh-CN/report.json';

describe('locale files', () => {
  it('have the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(enReport).sort()).toEqual(Object.keys(zhReport).sort());
    expect(Object.keys(enContact).sort()).toEqual(Object.keys(zhContact).sort());
    expect(Object.keys(enArticle).sort()).toEqual(Object.keys(zhArticle).sort());
  });
  it('show the missing-image text in Chinese in both languages, as the spec says', () => {
    expect(en.noImage).toBe(zh.noImage);
  });
});
