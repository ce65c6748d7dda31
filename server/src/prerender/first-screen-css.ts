import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import render from 'dom-serializer';
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * How many blocks of a page's body count as its first screen, by layout: the most that reach into the
 * first 900 px of a 1440 px desktop (the banner, the intro and two sections) and the first 844 px of a
 * phone (five of the small ones of /honest/list or /worth), measured on every page of the sitemap (issue
 * 43). The rest is styled by the site's style sheet, which arrives right after.
 */
export const FIRST_SCREEN_BLOCKS = { desktop: 4, phone: 5 } as const;

/**
 * Rules kept whatever the first screen holds: the reading settings' (the inline script sets their
 * attributes on `<html>` before the first paint, so text size, spacing, contrast and elder mode apply to
 * it) and the hidden root of a hash address. Motion, cursor and reading guide wait for the style sheet:
 * nothing moves, points or guides before it is there.
 */
const ALWAYS_KEPT = [/\[data-(text-size|line-spacing|contrast|elder|hash-route)\b/];

/** Rendered first screens remembered by their shape: pages of one template share their rules. */
const REMEMBERED = 512;

/** The part of the app's markup on screen at first paint: no footer, the page's first blocks. */
export function firstScreenOf(rootHtml: string, mobile: boolean): string {
  const shown = mobile ? FIRST_SCREEN_BLOCKS.phone : FIRST_SCREEN_BLOCKS.desktop;
  const doc = parseDocument(rootHtml);
  const footer = DomUtils.findOne((e) => e.name === 'footer' && hasClass(e.attribs.class, 'site-footer'), doc.children);
  if (footer) DomUtils.removeElement(footer);
  const page = DomUtils.findOne((e) => hasClass(e.attribs.class, 'page'), doc.children);
  if (page) {
    let blocks = 0;
    for (const child of [...page.children]) {
      if (child.type === 'tag' && ++blocks > shown) DomUtils.removeElement(child);
    }
  }
  return render(doc);
}

const hasClass = (classes: string | undefined, name: string) => (classes ?? '').split(/\s+/).includes(name);

/** The markup without what no selector of the site reads (text, addresses, alternative text), to compare shapes. */
const shapeOf = (html: string) =>
  createHash('sha1')
    .update(
      html
        .replace(/>[^<]+</g, '><')
        .replace(/\s(href|src|srcset|sizes|alt|title|datetime|content|width|height)="[^"]*"/g, ''),
    )
    .digest('base64url');

/**
 * The style sheet's rules that a page's first screen uses, found with Beasties (a maintained critical-CSS
 * extractor) in the markup the server rendered, for the page to carry inline: it paints in the round trip
 * that brought its HTML, and the style sheet follows without blocking (issue 43, decision 283).
 */
export class FirstScreenCss {
  private readonly beasties: Beasties;
  private readonly known = new Map<string, Promise<string>>();

  /** @param webDist the built site, where `stylesheetHref` (site-relative, as the page links it) is read */
  constructor(
    webDist: string,
    private readonly stylesheetHref: string,
  ) {
    this.beasties = new Beasties({
      path: webDist,
      publicPath: '/',
      // Only the rules are taken from its answer; where it would put the link does not matter.
      preload: 'body',
      noscriptFallback: false,
      pruneSource: false,
      inlineFonts: false,
      fonts: false,
      keyframes: 'critical',
      compress: true,
      reduceInlineStyles: false,
      allowRules: ALWAYS_KEPT,
      logLevel: 'silent',
    });
  }

  /** The first screen's rules for the app's markup of a page (minified CSS, safe inside `<style>`). */
  rulesFor(rootHtml: string, mobile: boolean): Promise<string> {
    const firstScreen = firstScreenOf(rootHtml, mobile);
    const shape = shapeOf(firstScreen);
    let rules = this.known.get(shape);
    if (!rules) {
      rules = this.extract(firstScreen);
      rules.catch(() => this.known.delete(shape));
      if (this.known.size >= REMEMBERED) this.known.delete(this.known.keys().next().value as string);
      this.known.set(shape, rules);
    }
    return rules;
  }

  private async extract(firstScreen: string): Promise<string> {
    const document =
      `<!doctype html><html><head><link rel="stylesheet" href="${this.stylesheetHref}"></head>` +
      `<body><div id="root">${firstScreen}</div></body></html>`;
    const out = await this.beasties.process(document);
    const css = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';
    return css.replace(/<\/style/gi, '<\\/style');
  }
}
