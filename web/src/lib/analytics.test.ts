import { afterEach, describe, expect, it } from 'vitest';
import { installAnalytics, trackClick, trackPageView, trackVisit } from './analytics.ts';

afterEach(() => {
  delete window._hmt;
  for (const s of document.head.querySelectorAll('script')) s.remove();
});

describe('analytics adapter', () => {
  it('sends visit, click and page-view commands to the tool when present', () => {
    const sent: unknown[] = [];
    window._hmt = { push: (c) => sent.push(c) };
    trackVisit('en');
    trackClick('culture');
    trackPageView('/culture');
    expect(sent).toEqual([
      ['_trackEvent', 'visit', 'enter', 'en'],
      ['_trackEvent', 'click', 'navigate', 'culture'],
      ['_trackPageview', '/culture'],
    ]);
  });
  it('does nothing and throws nothing when the tool is absent', () => {
    expect(() => trackPageView('/')).not.toThrow();
    expect(window._hmt).toBeUndefined();
  });
  it('swallows errors of a broken tool', () => {
    window._hmt = {
      push: () => {
        throw new Error('broken');
      },
    };
    expect(() => trackClick('x')).not.toThrow();
  });
  it('loads the tool only when a site id is configured', () => {
    installAnalytics('');
    expect(document.head.querySelector('script')).toBeNull();
    installAnalytics('abc123');
    expect(document.head.querySelector('script')?.getAttribute('src')).toBe('https://hm.baidu.com/hm.js?abc123');
    expect(window._hmt).toEqual([]);
  });
});
