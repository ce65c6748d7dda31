import type { Lang } from '@muyuan/contract/lang';
import { PRERENDERED_DATA_ID, type PrerenderedPayload, SITE_STYLESHEET_ATTRIBUTE } from '@muyuan/contract/prerender';
import { escapeHtml, jsonForScript } from './html-escape.ts';

const LOCALE: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };

export interface PageParts {
  lang: Lang;
  title: string;
  /** Tags for the head (description included: the template's own description is replaced). */
  headTags: string;
  /** The app's markup inside `#root` ('' leaves the root empty: the app renders in the browser). */
  rootHtml: string;
  /** What the app needs to take the markup over; null with an empty root. */
  payload: PrerenderedPayload | null;
  /**
   * The style sheet's rules the first screen uses: put in the head, with the style sheet itself moved to
   * the end of the body, where it holds back neither the first paint nor the parser (see
   * SITE_STYLESHEET_ATTRIBUTE). Unset: the sheet stays in the head.
   */
  firstScreenCss?: string;
}

/** Finds `pattern` in the template once, at start: a build without it is not one this server knows. */
function locate(html: string, pattern: RegExp, what: string): RegExpExecArray {
  const match = pattern.exec(html);
  if (!match) throw new Error(`web/dist/index.html has no ${what}`);
  return match;
}

/**
 * The built index.html cut once into the pieces around what each page fills in: the language of
 * `<html>`, the title, the head's end and the root element. Filling is string concatenation.
 */
export class HtmlTemplate {
  private readonly pieces: string[];
  /** The site's style sheet as index.html links it in the head, and its address. */
  readonly stylesheet: { tag: string; href: string };
  /** The style sheet as a page with its first screen's rules inline links it (see SITE_STYLESHEET_ATTRIBUTE). */
  private readonly lateStylesheet: string;

  constructor(indexHtml: string) {
    // The template's own description and title are the page's to replace.
    const html = indexHtml.replace(/<meta name="description"[^>]*>\s*/, '');
    const sheet = locate(html, /<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/, 'style sheet link');
    this.stylesheet = { tag: sheet[0], href: sheet[1] ?? '' };
    const late = sheet[0].replace('<link ', `<link media="print" ${SITE_STYLESHEET_ATTRIBUTE} `);
    this.lateStylesheet = `${late}<noscript>${sheet[0]}</noscript>`;
    const lang = locate(html, /<html[^>]*\slang="([^"]*)"/, '<html lang>');
    const langValue = lang[1] ?? '';
    const langStart = lang.index + lang[0].length - langValue.length - 1;
    const title = locate(html, /<title>[^<]*<\/title>/, '<title>');
    const headEnd = locate(html, /<\/head>/, '</head>');
    const root = locate(html, /<div id="root"><\/div>/, 'empty <div id="root">');
    const cuts = [langStart, langStart + langValue.length, title.index, title.index + title[0].length, headEnd.index];
    const rootInner = root.index + '<div id="root">'.length;
    const inOrder = cuts.every((cut, i) => i === 0 || cut >= (cuts[i - 1] ?? 0));
    if (!inOrder || rootInner <= headEnd.index) {
      throw new Error('web/dist/index.html: unexpected order of <html>, <title>, </head> and the root');
    }
    if (!html.slice(cuts[3], cuts[4]).includes(sheet[0])) {
      throw new Error('web/dist/index.html: the style sheet is not linked between <title> and </head>');
    }
    this.pieces = [
      html.slice(0, cuts[0]),
      html.slice(cuts[1], cuts[2]),
      html.slice(cuts[3], cuts[4]),
      html.slice(cuts[4], rootInner),
      html.slice(rootInner, root.index + root[0].length),
      html.slice(root.index + root[0].length),
    ];
  }

  fill(parts: PageParts): string {
    const [beforeLang, beforeTitle, beforeHeadEnd, headEndToRoot, rootEnd, rest] = this.pieces;
    const data = parts.payload
      ? `<script type="application/json" id="${PRERENDERED_DATA_ID}">${jsonForScript(parts.payload)}</script>`
      : '';
    let head = beforeHeadEnd ?? '';
    let end = rest ?? '';
    if (parts.firstScreenCss !== undefined) {
      // Asked for at once (a preload holds nothing back), so it is in before the visitor scrolls.
      const preload = `<link rel="preload" as="style" fetchpriority="low" crossorigin href="${this.stylesheet.href}">`;
      head = head.replace(this.stylesheet.tag, `<style>${parts.firstScreenCss}</style>${preload}`);
      end = end.replace('</body>', `${this.lateStylesheet}</body>`);
    }
    return (
      `${beforeLang}${LOCALE[parts.lang]}${beforeTitle}<title>${escapeHtml(parts.title)}</title>` +
      `${head}${parts.headTags}${headEndToRoot}${parts.rootHtml}${rootEnd}${data}${end}`
    );
  }
}
