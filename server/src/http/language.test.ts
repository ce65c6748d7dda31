import { describe, expect, it } from 'vitest';
import { requestLang } from './language.ts';

describe('requestLang', () => {
  it('takes the lang header first', () => {
    expect(requestLang({ lang: 'en', 'accept-language': 'zh-CN' })).toBe('en');
    expect(requestLang({ lang: 'zh', 'accept-language': 'en' })).toBe('zh');
    expect(requestLang({ lang: 'en-US' })).toBe('en');
  });

  it('falls back to the best of zh/en in Accept-Language, by q-value', () => {
    expect(requestLang({ 'accept-language': 'fr-FR,en;q=0.8,zh;q=0.5' })).toBe('en');
    expect(requestLang({ 'accept-language': 'en;q=0.3,zh-CN;q=0.9' })).toBe('zh');
    expect(requestLang({ lang: 'de', 'accept-language': 'en-GB' })).toBe('en');
  });

  it('defaults to Chinese', () => {
    expect(requestLang({})).toBe('zh');
    expect(requestLang({ lang: 'xx', 'accept-language': 'fr, de;q=0.5' })).toBe('zh');
  });
});
