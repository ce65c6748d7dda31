import { describe, expect, it } from 'vitest';
import { htmlToText, markdownToHtml } from './markdown.ts';

describe('markdownToHtml', () => {
  it('renders Markdown paragraphs, emphasis, lists and media images', () => {
    const html = markdownToHtml('第一段**重点**。\n\n- 饲料\n- 育种\n\n![猪舍](/media/covers/barn.svg)');
    expect(html).toContain('<p>第一段<strong>重点</strong>。</p>');
    expect(html).toContain('<li>饲料</li>');
    expect(html).toContain('<img src="/media/covers/barn.svg" alt="猪舍" />');
  });

  it('drops scripts, event handlers and javascript: links', () => {
    const html = markdownToHtml(
      'text <script>alert(1)</script> <img src="x.png" onerror="alert(1)"> [link](javascript:alert(1))',
    );
    expect(html).not.toMatch(/script|onerror|javascript:/);
  });
});

/** The `src` of every picture and the `href` of every link of the HTML (undefined: a link left without one). */
function addresses(html: string) {
  const pictures = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => /src="([^"]*)"/.exec(tag)?.[1]);
  const links = [...html.matchAll(/<a\b[^>]*>/g)].map(([tag]) => /href="([^"]*)"/.exec(tag)?.[1]);
  return { pictures, links };
}

describe('what a body may make a browser ask for (issue 38, point 3)', () => {
  it('keeps pictures of the media library only: none of the back office, of another site, or data', () => {
    for (const markdown of [
      '<img src="/api/admin/v1/cases/1">',
      '![x](/api/admin/v1/cases/1)',
      '![x](https://elsewhere.example/x.png)',
      '![x](http://elsewhere.example/x.png)',
      '![x](//evil.example/x.png)',
      '<img src="/\\evil.example/x.png">',
      '![x](data:image/png;base64,iVBORw0KGgo=)',
      '<img src="data:image/svg+xml,<svg/>">',
      '![x](/favicon.svg)',
      '![x](media/covers/barn.svg)',
      // Addresses that start in the library and climb out of it, as a browser reads them.
      '<img src="/media/../api/admin/v1/cases/1">',
      '<img src="/media/%2e%2e/api/admin/v1/cases/1">',
      '<img src="/media\\..\\api/admin/v1/cases/1">',
      '<img src="&#x2F;api&#x2F;admin&#x2F;v1&#x2F;me">',
      '<img src=" /api/admin/v1/me">',
      '<img srcset="/api/admin/v1/me 1x" src="/media/covers/barn.svg">',
    ]) {
      const html = markdownToHtml(`Text ${markdown} more.`);
      expect([markdown, addresses(html).pictures.filter((src) => src !== '/media/covers/barn.svg')]).toEqual([
        markdown,
        [],
      ]);
      expect(html).not.toMatch(/api\/admin|evil|elsewhere|data:|srcset/);
      expect(html).toContain('Text');
    }
  });

  it('keeps the pictures of the media library, in the address a browser reads', () => {
    expect(addresses(markdownToHtml('![猪舍](/media/covers/barn.svg)')).pictures).toEqual(['/media/covers/barn.svg']);
    expect(addresses(markdownToHtml('<img src="/media/u/abc.png" alt="a">')).pictures).toEqual(['/media/u/abc.png']);
    expect(addresses(markdownToHtml('![x](/media/covers/./barn.svg)')).pictures).toEqual(['/media/covers/barn.svg']);
  });

  it("drops a link's address unless it is a page of the site, https or mailto, and keeps its words", () => {
    for (const markdown of [
      '[x](javascript:alert(1))',
      '<a href="jav&#x09;ascript:alert(1)">x</a>',
      '[x](http://elsewhere.example/)',
      '[x](//evil.example)',
      '<a href="/\\evil.example">x</a>',
      '[x](/api/admin/v1/cases/1)',
      '[x](/admin/#/accounts)',
      '[x](/media/../api/admin/v1/me)',
      '[x](/api/muyuan-official-website/noToken/newsDetail?id=1)',
      '[x](data:text/html,hi)',
      '[x](tel:+8637712345678)',
      '[x](ftp://elsewhere.example/)',
      '[x](news/n1)',
      '[x](../api/admin/v1/me)',
      '[x](#/../api/admin/v1/me)',
      '[x](/#/%2e%2e/api/admin/v1/me)',
      '[x](/en/#/..\\api/admin/v1/me)',
    ]) {
      const html = markdownToHtml(`See ${markdown}.`);
      expect([markdown, addresses(html).links]).toEqual([markdown, [undefined]]);
      expect(html).toMatch(/<a>x<\/a>|<a[^>]*>x<\/a>/);
    }
    expect(markdownToHtml('<http://elsewhere.example/>')).not.toContain('href');
  });

  it('keeps links to pages of the site, hash routes, https and mailto', () => {
    const kept = (markdown: string) => addresses(markdownToHtml(markdown)).links;
    expect(kept('[新闻](/#/news)')).toEqual(['/#/news']);
    expect(kept('[新闻](#/news)')).toEqual(['#/news']);
    expect(kept('[顶部](#top)')).toEqual(['#top']);
    expect(kept('[智能科技](/smartTechnology)')).toEqual(['/smartTechnology']);
    expect(kept('[English](/en/detail/news/n1?from=home#part)')).toEqual(['/en/detail/news/n1?from=home#part']);
    expect(kept('[公告](/media/announcements/a.pdf)')).toEqual(['/media/announcements/a.pdf']);
    expect(kept('[巨潮](https://www.cninfo.com.cn/)')).toEqual(['https://www.cninfo.com.cn/']);
    expect(kept('[招聘](https://zhaopin.muyuanfoods.com/campus)')).toEqual(['https://zhaopin.muyuanfoods.com/campus']);
    expect(kept('<https://zhaopin.muyuanfoods.com>')).toEqual(['https://zhaopin.muyuanfoods.com']);
    expect(kept('[信箱](mailto:ir@muyuanfoods.com)')).toEqual(['mailto:ir@muyuanfoods.com']);
    expect(kept('ir@muyuanfoods.com')).toEqual(['mailto:ir@muyuanfoods.com']);
    // Read against the page by a browser on an https page: written out as the address it names.
    expect(kept('[x](https:elsewhere.example)')).toEqual(['https://elsewhere.example/']);
    expect(kept('[x](/a//b/../c)')).toEqual(['/a/c']);
  });
});

describe('htmlToText', () => {
  it('keeps the words of each block on their own line and decodes entities', () => {
    expect(htmlToText('<h2>A &amp; B</h2><p>one</p><p>two &lt;3&gt;</p>')).toBe('A & B\none\ntwo <3>');
  });
});
