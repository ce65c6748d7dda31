import { describe, expect, it } from 'vitest';
import { buildRss, escapeXml, type RssChannel, rfc822Date } from './rss.ts';

const channel: RssChannel = {
  title: '牧原股份 · 报告与公告',
  link: 'https://example.com/#/announcement',
  description: '公司定期报告与临时公告。',
  language: 'zh-CN',
  selfLink: 'https://example.com/feeds/announcements.xml',
};

describe('RSS feed builder', () => {
  it('escapes the five XML special characters and drops characters XML forbids', () => {
    expect(escapeXml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;');
    expect(escapeXml('x\u0000y\u0007z\tok\n')).toBe('xyz\tok\n');
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('writes dates as RFC 822 midnight Beijing time with the right weekday', () => {
    expect(rfc822Date('2026-02-13')).toBe('Fri, 13 Feb 2026 00:00:00 +0800');
    expect(rfc822Date('2022-06-09')).toBe('Thu, 09 Jun 2022 00:00:00 +0800');
    expect(() => rfc822Date('13/02/2026')).toThrow();
  });

  it('lists items newest first, with guid, category, description and enclosure', () => {
    const xml = buildRss(channel, [
      { title: 'Old', link: 'https://example.com/a.pdf', guid: 'https://example.com/a.pdf', pubDate: '2021-04-28' },
      {
        title: 'New <report> & "summary"',
        link: 'https://example.com/b.pdf?x=1&y=2',
        guid: 'notice-b',
        pubDate: '2025-10-28',
        category: '定期报告',
        description: 'Q3',
        enclosure: { url: 'https://example.com/b.pdf?x=1&y=2', length: 2048, type: 'application/pdf' },
      },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml.indexOf('New &lt;report&gt;')).toBeLessThan(xml.indexOf('<title>Old</title>'));
    expect(xml).toContain('<link>https://example.com/b.pdf?x=1&amp;y=2</link>');
    expect(xml).toContain('<guid isPermaLink="false">notice-b</guid>');
    expect(xml).toContain('<guid isPermaLink="true">https://example.com/a.pdf</guid>');
    expect(xml).toContain('<category>定期报告</category>');
    expect(xml).toContain(
      '<enclosure url="https://example.com/b.pdf?x=1&amp;y=2" length="2048" type="application/pdf"/>',
    );
    expect(xml).toContain('<lastBuildDate>Tue, 28 Oct 2025 00:00:00 +0800</lastBuildDate>');
    expect(xml).toContain('<atom:link href="https://example.com/feeds/announcements.xml" rel="self"');
    expect(xml).not.toMatch(/<report>|& /);
  });

  it('gives the same bytes for the same content, whatever the order of the items', () => {
    const a = { title: 'A', link: 'l1', guid: 'l1', pubDate: '2024-01-01' };
    const b = { title: 'B', link: 'l2', guid: 'l2', pubDate: '2025-01-01' };
    expect(buildRss(channel, [a, b])).toBe(buildRss(channel, [b, a]));
  });

  it('writes an empty channel without a lastBuildDate', () => {
    const xml = buildRss(channel, []);
    expect(xml).not.toContain('<item>');
    expect(xml).not.toContain('lastBuildDate');
    expect(xml).toContain('<language>zh-CN</language>');
  });
});
