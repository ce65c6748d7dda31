import type { Lang } from '@muyuan/contract/lang';

/**
 * The HTML of the alerts' mails: one column, no table, no external style sheet or image, inline styles
 * only, a container whose width is at most 600 px and otherwise the screen's (it reads at 390 px), 16 px
 * text; long links break rather than widen the screen. Every text put in is escaped here.
 */

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A paragraph of text (escaped). */
export const paragraph = (text: string, style = ''): string =>
  `<p style="margin:0 0 16px${style ? `;${style}` : ''}">${escapeHtml(text)}</p>`;

/** A paragraph of HTML already made of the helpers here. */
export const block = (html: string, style = ''): string =>
  `<p style="margin:0 0 16px${style ? `;${style}` : ''}">${html}</p>`;

export const anchor = (href: string, label: string): string =>
  `<a href="${escapeHtml(href)}" style="color:#0b57a4;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(label)}</a>`;

export const heading = (text: string): string =>
  `<h1 style="margin:0 0 12px;font-size:20px;line-height:1.4;font-weight:bold;overflow-wrap:anywhere">${escapeHtml(text)}</h1>`;

/** The small print at the foot of a mail (escaped HTML parts, joined). */
export const smallPrint = (parts: string[]): string =>
  `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #ddd;font-size:14px;line-height:1.6;color:#555">${parts.join('')}</div>`;

export function page(lang: Lang, title: string, parts: string[]): string {
  return [
    `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#ffffff">',
    '<div style="box-sizing:border-box;max-width:600px;width:100%;margin:0 auto;padding:16px;',
    "font-family:-apple-system,Helvetica,Arial,'PingFang SC','Microsoft YaHei',sans-serif;",
    `font-size:16px;line-height:1.6;color:#222222">${parts.join('')}</div></body></html>`,
  ].join('');
}
