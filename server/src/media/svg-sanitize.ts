import sanitizeHtml from 'sanitize-html';
import { cleanStyleAttribute, safeCssValue } from './svg-css.ts';

/**
 * SVG made safe to serve and to show: only drawing elements and their attributes stay (no script,
 * no `foreignObject`, no `style` element, no links or embedded images, no event handlers), and no
 * reference may leave the file (an `href` or `url(...)` must point at `#an-id` inside it). Done with
 * sanitize-html (a server dependency already, well kept) in XML mode, with an allowlist: what it does
 * not know is dropped, whatever a later SVG version adds. A `style` attribute and every attribute a
 * browser may read as CSS (`fill`, `filter`, `clip-path`, `mask`, `marker-*`, `transform` ...) are read
 * with a CSS tokenizer (svg-css.ts), so that no spelling of an address (escapes, comments,
 * `image-set()` ...) gets past as it did past a regular expression (issue 38, point 8).
 */

const ELEMENTS = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feFlood',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'feFuncA',
  'feFuncR',
  'feFuncG',
  'feFuncB',
  'feDropShadow',
];

const ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'style',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'href',
  'xlink:href',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'startOffset',
  'in',
  'in2',
  'result',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'stdDeviation',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'radius',
  'flood-color',
  'flood-opacity',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'lang',
  'xml:space',
];

/**
 * Attributes that hold names and words, never read as CSS: kept unless they look like a way out (a
 * `url(...)` not to `#id`, a script URL, a CSS import or expression), though nothing would follow it.
 */
const TEXT_ATTRIBUTES = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'id',
  'class',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'lang',
  'xml:space',
]);
const OUTSIDE_REFERENCE = /url\(\s*['"]?\s*(?!#)|javascript:|@import|expression\s*\(/i;

/**
 * An attribute's value as it may stay, or null: an `href` must be `#id`; a `style` keeps only its
 * declarations that stay inside the file; any other attribute may be read as CSS by a browser (the
 * presentation attributes are CSS values), so it stays only if its tokens do.
 */
function cleanAttribute(name: string, value: string): string | null {
  if (name === 'href' || name === 'xlink:href') return value.trim().startsWith('#') ? value : null;
  if (name === 'style') return cleanStyleAttribute(value);
  if (TEXT_ATTRIBUTES.has(name)) return OUTSIDE_REFERENCE.test(value) ? null : value;
  return safeCssValue(value) ? value : null;
}

/** The attributes that stay, cleaned. */
function cleanAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const kept: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    const clean = cleanAttribute(name, value);
    if (clean !== null) kept[name] = clean;
  }
  return kept;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ELEMENTS,
  allowedAttributes: { '*': ATTRIBUTES },
  // Every href is filtered to `#id` below; no scheme is allowed at all.
  allowedSchemes: [],
  allowProtocolRelative: false,
  // A tag not allowed goes with its own text (an `<svg:style>`'s words are no drawing either); its allowed children stay.
  disallowedTagsMode: 'completelyDiscard',
  // What these hold is dropped with them (the words of a script are not drawing).
  nonTextTags: ['script', 'style', 'foreignObject', 'textarea', 'noscript', 'iframe', 'metadata'],
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: cleanAttributes(attribs) }),
  },
};

/** The SVG's root opening tag: the document must be an `<svg>` (after an XML declaration, comments, a doctype). */
const SVG_START = /^\s*<svg[\s>]/;

/** The sanitized SVG, or null when what is left is not an SVG document. */
export function sanitizeSvg(bytes: Buffer): Buffer | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  const clean = sanitizeHtml(text, OPTIONS).trim();
  if (!SVG_START.test(clean) || !clean.endsWith('</svg>')) return null;
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${clean}\n`, 'utf8');
}

/** Whether the start of a file looks like SVG text (it has no magic bytes): an `<svg` element early on. */
export function looksLikeSvg(head: Buffer): boolean {
  const text = head.subarray(0, 4096).toString('utf8');
  return /<svg[\s>]/.test(text) && !text.includes('\u0000');
}

/** The size in pixels an SVG gives itself: its `width` and `height`, else its viewBox's; null when it gives none. */
export function svgSize(svg: Buffer): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/.exec(svg.toString('utf8'))?.[0] ?? '';
  const attr = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const px = (value: string | undefined) =>
    value && /^\d+(\.\d+)?(px)?$/.test(value) ? Math.round(Number.parseFloat(value)) : null;
  const width = px(attr('width'));
  const height = px(attr('height'));
  if (width && height) return { width, height };
  const box = attr('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0)
    return { width: Math.round(box[2] ?? 0), height: Math.round(box[3] ?? 0) };
  return null;
}
