import { describe, expect, it } from 'vitest';
import { parseStatusBytes, parseVmRssBytes, rssBytes } from './rss.ts';

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

describe('parseStatusBytes', () => {
  it('reads the named line (the peak, the private part), not another', () => {
    const status = 'Name:\tchromium\nVmHWM:\t  150000 kB\nVmRSS:\t   81234 kB\nRssAnon:\t   40000 kB\n';
    expect(parseStatusBytes(status, 'VmHWM')).toBe(150_000 * 1024);
    expect(parseStatusBytes(status, 'RssAnon')).toBe(40_000 * 1024);
    expect(() => parseStatusBytes('Name:\tnode\n', 'VmHWM')).toThrow(/VmHWM/);
  });
});
