import { tokenize, tokenTypes } from 'css-tree/tokenizer';
import { ident, string, url } from 'css-tree/utils';

/**
 * CSS in an uploaded SVG (a `style` attribute, a presentation attribute such as `fill` or `filter`),
 * read as a browser reads it: split into tokens by css-tree's tokenizer (the CSS Syntax spec's), every
 * escape decoded before a name or an address is judged. A reference may only point at the SVG's own
 * fragments (`url(#id)`, `url("#id")`, `src("#id")`); any other way out is refused, whatever its
 * spelling: `u\rl(`, `\75 rl(`, `URL(`, comments inside, `image-set()`, `image()`, `cross-fade()`,
 * `element()`, `-webkit-image-set()`, `paint()`, `@import`, `src()`. Only functions known to compute a
 * value (colours, arithmetic, transforms, filters, shapes) may appear: a function this list does not
 * know is refused, whatever a later CSS level makes it load.
 */

interface Token {
  type: number;
  text: string;
}

/** Functions that compute a value from their arguments and load nothing. */
const VALUE_FUNCTIONS = new Set([
  // colours
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  // arithmetic and variables (a custom property's value is checked where it is set)
  'calc',
  'min',
  'max',
  'clamp',
  'var',
  // transforms
  'matrix',
  'matrix3d',
  'translate',
  'translatex',
  'translatey',
  'translatez',
  'translate3d',
  'scale',
  'scalex',
  'scaley',
  'scalez',
  'scale3d',
  'rotate',
  'rotatex',
  'rotatey',
  'rotatez',
  'rotate3d',
  'skew',
  'skewx',
  'skewy',
  'perspective',
  // timing
  'cubic-bezier',
  'steps',
  // filter functions
  'blur',
  'brightness',
  'contrast',
  'drop-shadow',
  'grayscale',
  'hue-rotate',
  'invert',
  'opacity',
  'saturate',
  'sepia',
  // basic shapes (clip-path)
  'inset',
  'circle',
  'ellipse',
  'polygon',
  'path',
  'rect',
  'xywh',
]);

/** Functions whose argument is an address: allowed only as one quoted `#fragment`. */
const ADDRESS_FUNCTIONS = new Set(['url', 'src']);

/** A reference to an element of the same SVG: `#` and an id, nothing that could be read as more. */
const OWN_FRAGMENT = /^#[^\s"'()\\<>#]+$/u;

/** Tokens that have no place in a declaration's value, and may make a browser read the rest otherwise. */
const REFUSED_TOKENS = new Set<number>([
  tokenTypes.AtKeyword,
  tokenTypes.BadString,
  tokenTypes.BadUrl,
  tokenTypes.CDO,
  tokenTypes.CDC,
  tokenTypes.LeftCurlyBracket,
  tokenTypes.RightCurlyBracket,
]);

function tokensOf(css: string): Token[] {
  const tokens: Token[] = [];
  tokenize(css, (type, start, end) => tokens.push({ type, text: css.slice(start, end) }));
  return tokens;
}

/** Whether a string token has its closing quote (one cut by the end of the value is read to its end). */
function closedString(text: string): boolean {
  const quote = text[0];
  if (text.length < 2 || text.at(-1) !== quote) return false;
  // The last quote must not be escaped: count the backslashes before it.
  let slashes = 0;
  for (let i = text.length - 2; i > 0 && text[i] === '\\'; i--) slashes++;
  return slashes % 2 === 0;
}

const skippable = (token: Token | undefined) =>
  token?.type === tokenTypes.WhiteSpace || token?.type === tokenTypes.Comment;

/**
 * Whether the tokens may reach outside the file: an address other than the file's own fragments, a
 * function not known to load nothing, an at-rule, a block, or a token a browser may read otherwise
 * (a bad URL, a broken or unclosed string).
 */
function leavesTheFile(tokens: readonly Token[]): boolean {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (REFUSED_TOKENS.has(token.type)) return true;
    if (token.type === tokenTypes.String && !closedString(token.text)) return true;
    if (token.type === tokenTypes.Url) {
      if (!OWN_FRAGMENT.test(url.decode(token.text))) return true;
      continue;
    }
    if (token.type !== tokenTypes.Function) continue;
    const name = ident.decode(token.text.slice(0, -1)).toLowerCase();
    if (VALUE_FUNCTIONS.has(name)) continue;
    if (!ADDRESS_FUNCTIONS.has(name)) return true;
    // url("#id") or src("#id"): a quoted fragment alone (an unquoted one is a URL token, above; a
    // tokenizer that saw `u\rl(` as a function sees its address as loose tokens, refused here).
    let next = i + 1;
    while (skippable(tokens[next])) next++;
    const address = tokens[next];
    if (!address || address.type !== tokenTypes.String || !closedString(address.text)) return true;
    if (!OWN_FRAGMENT.test(string.decode(address.text))) return true;
    next++;
    while (skippable(tokens[next])) next++;
    if (tokens[next]?.type !== tokenTypes.RightParenthesis) return true;
    i = next;
  }
  return false;
}

/** Whether one CSS value (a presentation attribute's, e.g. `fill`, `filter`, `clip-path`) stays inside the file. */
export function safeCssValue(value: string): boolean {
  return !leavesTheFile(tokensOf(value));
}

/** The declarations of a declaration list, split at its semicolons outside parentheses and brackets. */
function declarationsOf(tokens: readonly Token[]): Token[][] {
  const declarations: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.type === tokenTypes.Function || token.type === tokenTypes.LeftParenthesis) depth++;
    if (token.type === tokenTypes.LeftSquareBracket) depth++;
    if (token.type === tokenTypes.RightParenthesis || token.type === tokenTypes.RightSquareBracket)
      depth = Math.max(0, depth - 1);
    if (token.type === tokenTypes.Semicolon && depth === 0) declarations.push([]);
    else declarations.at(-1)?.push(token);
  }
  return declarations;
}

/** A declaration is `name: value`: a property or custom property's name, a colon, then its value. */
function isDeclaration(tokens: readonly Token[]): boolean {
  let i = 0;
  while (skippable(tokens[i])) i++;
  if (tokens[i]?.type !== tokenTypes.Ident) return false;
  i++;
  while (skippable(tokens[i])) i++;
  return tokens[i]?.type === tokenTypes.Colon;
}

/** A comment is a space (two tokens it separated must stay two). */
const SPACE: Token = { type: tokenTypes.WhiteSpace, text: ' ' };

/**
 * A `style` attribute with only its declarations that stay inside the file, as they were written
 * (comments made spaces); null when none is left. What is kept is read again as a whole and must pass.
 */
export function cleanStyleAttribute(style: string): string | null {
  const kept = declarationsOf(tokensOf(style))
    .map((tokens) => tokens.map((t) => (t.type === tokenTypes.Comment ? SPACE : t)))
    .filter((tokens) => isDeclaration(tokens) && !leavesTheFile(tokens))
    .map((tokens) =>
      tokens
        .map((t) => t.text)
        .join('')
        .trim(),
    )
    .filter((text) => text !== '');
  if (kept.length === 0) return null;
  const clean = kept.join(';');
  return leavesTheFile(tokensOf(clean)) ? null : clean;
}
