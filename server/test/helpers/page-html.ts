/**
 * Reads what a prerendered page says, from its HTML alone, as a crawler that runs no script would:
 * the head's tags, the headings and the text of the app's root, the structured data.
 */
export interface PageHtml {
  lang: string | undefined;
  /** Whether `<html>` is a microdata item (`itemscope`), which the head's `itemprop` metas need to belong to. */
  itemScope: boolean;
  title: string | undefined;
  /** `name`, `property` and `itemprop` metas by key. */
  meta: Map<string, string>;
  links: { rel: string; href: string; hreflang?: string; hashTwin: boolean }[];
  h1: string[];
  /** The visible text of the root element, tags removed and spaces collapsed. */
  rootText: string;
  /** Hrefs of the links inside the root. */
  rootLinks: string[];
  jsonLd: unknown[];
  payload: { route: string; data: Record<string, unknown> } | null;
  /** The page's own scripts (`#page-modules`), for the app loader. */
  pageModules: string[];
  /** Module scripts and modulepreload links in the HTML: none, the app loader requests the scripts after the first paint. */
  scriptTags: number;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};
export const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1] ?? '') : undefined;
};
/** What a reader sees: no scripts, styles or text only for screen readers ("opens in a new tab"). */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<span class="visually-hidden">[^<]*<\/span>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

export function readPage(html: string): PageHtml {
  const head = html.slice(0, html.indexOf('</head>'));
  const rootStart = html.indexOf('<div id="root">');
  const rootEnd = html.indexOf(`<script type="application/json" id="prerendered-data">`);
  const root = html.slice(rootStart, rootEnd < 0 ? html.indexOf('</body>') : rootEnd);
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = attribute(tag, 'name') ?? attribute(tag, 'property') ?? attribute(tag, 'itemprop');
    const content = attribute(tag, 'content');
    if (key && content !== undefined) meta.set(key, content);
  }
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map(([tag]) => ({
    rel: attribute(tag, 'rel') ?? '',
    href: attribute(tag, 'href') ?? '',
    hreflang: attribute(tag, 'hreflang'),
    hashTwin: /\sdata-hash-twin/.test(tag),
  }));
  const payloadMatch = /<script type="application\/json" id="prerendered-data">([\s\S]*?)<\/script>/.exec(html);
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    itemScope: /<html[^>]*\sitemscope[\s>]/.test(html),
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1]?.replace(/&[^;]+;/g, (e) => decode(e)),
    meta,
    links,
    h1: [...root.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? '')),
    rootText: textOf(root),
    rootLinks: [...root.matchAll(/<a\s[^>]*>/g)].map(([tag]) => attribute(tag, 'href') ?? ''),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? 'null'),
    ),
    payload: payloadMatch ? JSON.parse(payloadMatch[1] ?? 'null') : null,
    pageModules: JSON.parse(
      /<script type="application\/json" id="page-modules">([^<]*)<\/script>/.exec(head)?.[1] ?? '[]',
    ),
    scriptTags: [...html.matchAll(/<script[^>]*\stype="module"|<link[^>]*\srel="modulepreload"/g)].length,
  };
}
