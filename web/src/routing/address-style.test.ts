import { describe, expect, it } from 'vitest';
import { otherLanguageHref, switchTarget } from './address-style.tsx';

const zhOnly = { languages: ['zh'] as const, listRoute: '/enterpriseDynamics?tab=media' };
const enOnly = { languages: ['en'] as const, listRoute: '/securities/surveyList' };
const both = { languages: ['zh', 'en'] as const, listRoute: '/enterpriseDynamics' };

describe('the language switch', () => {
  it('keeps every parameter of the address, in both address forms', () => {
    expect(otherLanguageHref('hash', 'en', '/securities/detail?id=s-1')).toBe('/en/#/securities/detail?id=s-1');
    expect(otherLanguageHref('path', 'en', '/search?keyword=a&page=2')).toBe('/en/search?keyword=a&page=2');
    expect(otherLanguageHref('path', 'zh', '/enterpriseDynamics?tab=media&page=2')).toBe(
      '/enterpriseDynamics?tab=media&page=2',
    );
    expect(otherLanguageHref('hash', 'zh', '/')).toBe('/#/');
  });
  it('leads to the same record where it is published in the other language', () => {
    expect(switchTarget('/detail/news/a', both, 'en')).toBe('/detail/news/a');
    expect(switchTarget('/detail/news/a', null, 'en')).toBe('/detail/news/a');
    expect(switchTarget('/detail/news/a', { ...zhOnly, languages: null }, 'en')).toBe('/detail/news/a');
  });
  it('leads to the list a record belongs to, naming the record, where it is not', () => {
    expect(switchTarget('/detail/news/a', zhOnly, 'en')).toBe(
      '/enterpriseDynamics?tab=media&untranslated=%2Fdetail%2Fnews%2Fa',
    );
    expect(switchTarget('/securities/detail?id=s-1', enOnly, 'zh')).toBe(
      '/securities/surveyList?untranslated=%2Fsecurities%2Fdetail%3Fid%3Ds-1',
    );
  });
  it('leads from a page English hides to its nearest English page, naming the page with its filters', () => {
    expect(switchTarget('/announcement?year=2024&page=2', null, 'en')).toBe(
      '/financial?untranslated=%2Fannouncement%3Fyear%3D2024%26page%3D2',
    );
    expect(switchTarget('/announcement?year=2024&page=2', null, 'zh')).toBe('/announcement?year=2024&page=2');
  });
});
