import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snippet } from './snippet.ts';

describe('snippet', () => {
  it('cuts English text between words, with ellipses', () => {
    const text =
      'Our feed is held at a high temperature during conditioning, which destroys pathogens that raw materials may carry before it reaches the farms nearby.';
    const s = snippet(text, ['pathogens'], 30);
    expect(s.startsWith('…')).toBe(true);
    expect(s.endsWith('…')).toBe(true);
    const inner = s.slice(1, -1);
    expect(text).toContain(inner);
    const at = text.indexOf(inner);
    expect(text[at - 1]).toBe(' ');
    expect([' ', ',', '.']).toContain(text[at + inner.length] ?? ' ');
    expect(inner).toContain('pathogens');
  });

  it('keeps Chinese text around the match', () => {
    const text = '公司饲料厂与养殖场配套布局，每座饲料厂只供应200公里范围内的养殖场，运输距离短、周转快。';
    expect(snippet(text, ['200公里'], 8)).toContain('200公里');
  });

  it('starts at the beginning when nothing matches, and never splits a Latin word (property)', () => {
    expect(snippet('alpha beta gamma', ['zzz'], 100)).toBe('alpha beta gamma');
    const word = fc.stringMatching(/^[a-z]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 5, maxLength: 60 }), fc.nat(), (words, pick) => {
        const text = words.join(' ');
        const term = words[pick % words.length] ?? '';
        const s = snippet(text, [term], 20).replace(/^…/, '').replace(/…$/, '');
        const at = text.indexOf(s);
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at === 0 || text[at - 1] === ' ').toBe(true);
        expect(at + s.length === text.length || text[at + s.length] === ' ').toBe(true);
      }),
    );
  });
});
