import { LANGUAGE_STORAGE_KEY } from '@muyuan/contract/constants';
import { describe, expect, it } from 'vitest';
import { addressFor, basePathOf, langFromPath, localeOf, storeLanguage } from './language.ts';

describe('language', () => {
  it('is Chinese at the root and English under /en/', () => {
    expect(langFromPath('/')).toBe('zh');
    expect(langFromPath('/en/')).toBe('en');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/entry/')).toBe('zh');
  });
  it('maps languages to locales and base paths', () => {
    expect(localeOf('zh')).toBe('zh-CN');
    expect(localeOf('en')).toBe('en');
    expect(basePathOf('zh')).toBe('/');
    expect(basePathOf('en')).toBe('/en/');
  });
  it('keeps the page when switching if the target language lists it', () => {
    expect(addressFor('en', '/culture')).toBe('/en/#/culture');
    expect(addressFor('zh', '/party')).toBe('/#/party');
  });
  it('sends a Chinese-only page to the first entry of its list in English', () => {
    expect(addressFor('en', '/party')).toBe('/en/#/introduction');
    expect(addressFor('en', '/announcement')).toBe('/en/#/financial');
  });
  it('stores the locale under the language key', () => {
    const saved = new Map<string, string>();
    storeLanguage('en', { setItem: (k, v) => saved.set(k, v) });
    expect(saved.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    storeLanguage('zh', {
      setItem: () => {
        throw new Error('quota');
      },
    });
  });
});
