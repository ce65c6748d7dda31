import { describe, expect, it } from 'vitest';
import { basePathOf, hashAddress, pathAddress } from './addresses.ts';

describe('addresses', () => {
  it('puts Chinese at the root and English under /en/', () => {
    expect(basePathOf('zh')).toBe('/');
    expect(basePathOf('en')).toBe('/en/');
  });
  it('keeps the page in the hash address of a language that lists it', () => {
    expect(hashAddress('en', '/culture')).toBe('/en/#/culture');
    expect(hashAddress('zh', '/party')).toBe('/#/party');
  });
  it('sends a Chinese-only page to the first entry of its list in English', () => {
    expect(hashAddress('en', '/party')).toBe('/en/#/introduction');
    expect(hashAddress('en', '/announcement')).toBe('/en/#/financial');
  });
  it('writes path addresses with their query, the homes as the language roots', () => {
    expect(pathAddress('zh', '/')).toBe('/');
    expect(pathAddress('en', '/')).toBe('/en/');
    expect(pathAddress('zh', '/culture')).toBe('/culture');
    expect(pathAddress('en', '/search?keyword=feed')).toBe('/en/search?keyword=feed');
    expect(pathAddress('en', '/detail/news/n1')).toBe('/en/detail/news/n1');
  });
});
