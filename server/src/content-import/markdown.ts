import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Tags a content body may use; anything else (scripts, iframes, event handlers) is dropped. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** Markdown (trusted authors, but still untrusted markup) to sanitized HTML. */
export function markdownToHtml(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(raw, SANITIZE_OPTIONS).trim();
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Plain text of sanitized HTML, for search and snippets: block ends become line breaks. */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|blockquote|pre|tr|td|th)>|<br\s*\/?>/gi, '$&\n');
  const stripped = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}
