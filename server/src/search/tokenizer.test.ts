import { describe, expect, it } from 'vitest';
import { tokenizeForIndex, tokenizeForQuery } from './tokenizer.ts';

describe('search tokenizer', () => {
  it('indexes every character bigram of Chinese text so any two-character word is found', () => {
    const tokens = tokenizeForIndex('全程高温灭菌饲料加工');
    for (const word of ['饲料', '加工', '灭菌', '料加']) expect(tokens).toContain(word);
  });

  it('queries Chinese as bigrams and single characters as themselves', () => {
    expect(tokenizeForQuery('育种技术')).toEqual(['育种', '种技', '技术']);
    expect(tokenizeForQuery('猪')).toEqual(['猪']);
  });

  it('lower-cases latin words and drops punctuation', () => {
    expect(tokenizeForIndex('Feed, Breeding & Farming!')).toEqual(['feed', 'breeding', 'farming']);
    expect(tokenizeForQuery('Low-protein FEED 2024')).toEqual(['low', 'protein', 'feed', '2024']);
  });

  it('handles mixed text', () => {
    expect(tokenizeForQuery('002714 牧原股份')).toEqual(['002714', '牧原', '原股', '股份']);
    expect(tokenizeForQuery('牧原2024年报')).toEqual(['2024', '牧原', '年报']);
  });

  it('gives a Chinese-only query (punctuation and spaces aside) its bigrams alone', () => {
    expect(tokenizeForQuery('  饲料，加工！ ')).toEqual(['饲料', '加工']);
    expect(tokenizeForQuery('？！')).toEqual([]);
  });
});
