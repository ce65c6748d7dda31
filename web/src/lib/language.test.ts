import { LANGUAGE_STORAGE_KEY } from '@muyuan/contract/constants';
import { describe, expect, it } from 'vitest';
import { chineseTextLang, langFromPath, localeOf, storeLanguage } from './language.ts';

describe('language', () => {
  it('is Chinese at the root and English under /en/', () => {
    expect(langFromPath('/')).toBe('zh');
    expect(langFromPath('/en/')).toBe('en');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/entry/')).toBe('zh');
  });
  it('marks Chinese text on English pages only', () => {
    expect(chineseTextLang('牧原食品', 'en')).toBe('zh-CN');
    expect(chineseTextLang('豫ICP备14012038号-1', 'en')).toBe('zh-CN');
    expect(chineseTextLang('400-0377-714', 'en')).toBeUndefined();
    expect(chineseTextLang('牧原食品', 'zh')).toBeUndefined();
  });
  it('maps languages to locales', () => {
    expect(localeOf('zh')).toBe('zh-CN');
    expect(localeOf('en')).toBe('en');
  });
  it('stores the locale under the language key', () => {
    const saved = new Map<string, string>();
    storeLanguage('en', { setItem: (k, v) => saved.set(k, v) });
    expect(saved.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    const full = {
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => storeLanguage('zh', full)).not.toThrow();
  });
});
