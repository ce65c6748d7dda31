import { describe, expect, it } from 'vitest';
import { parseVmRssBytes, rssBytes } from './rss.ts';

describe('parseVmRssBytes', () => {
  it('reads the VmRSS line in kB and gives bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1200000 kB\nVmRSS:\t   81234 kB\nRssAnon:\t 60000 kB\n';
    expect(parseVmRssBytes(status)).toBe(81_234 * 1024);
  });

  it('refuses a status without VmRSS (a zombie) instead of reporting zero', () => {
    expect(() => parseVmRssBytes('Name:\tnode\nState:\tZ (zombie)\n')).toThrow(/VmRSS/);
  });

  it('reads this very process', () => {
    expect(rssBytes(process.pid)).toBeGreaterThan(1024 * 1024);
  });
});
