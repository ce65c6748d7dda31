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

describe('htmlToText', () => {
  it('keeps the words of each block on their own line and decodes entities', () => {
    expect(htmlToText('<h2>A &amp; B</h2><p>one</p><p>two &lt;3&gt;</p>')).toBe('A & B\none\ntwo <3>');
  });
});
