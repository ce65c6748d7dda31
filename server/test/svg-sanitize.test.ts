import { describe, expect, it } from 'vitest';
import { cleanStyleAttribute, safeCssValue } from '../src/media/svg-css.ts';
import { sanitizeSvg } from '../src/media/svg-sanitize.ts';

/**
 * Issue 38, point 8: an outside address in an SVG's CSS, in every spelling a browser reads as one. Each
 * is written here as it goes into an attribute's value (XML escapes are the attribute's own, decoded
 * before CSS reads it). Every one of them names evil.example; none may survive.
 */
const OUTSIDE = 'https://evil.example/x';
/** Marks a spelling that is read to the end of the value: what follows it in a style attribute goes with it. */
const SWALLOWS = true;
const SPELLINGS: [string, string, boolean?][] = [
  ['plain', `url(${OUTSIDE})`],
  ['upper case', `URL(${OUTSIDE})`],
  ['quoted', `url('${OUTSIDE}')`],
  ['double quoted with spaces', `url( "${OUTSIDE}" )`],
  ['an escaped letter (u\\rl)', `u\\rl(${OUTSIDE})`],
  ['a hex escape with its space (\\75 rl)', `\\75 rl(${OUTSIDE})`],
  ['a hex escape (u\\72l)', `u\\72l(${OUTSIDE})`],
  ['a six-digit escape', `u\\000072l(${OUTSIDE})`],
  ['every letter escaped, upper case', `\\55\\52\\4c(${OUTSIDE})`],
  ['an escape inside the address', `url(\\68ttps://evil.example/x)`],
  ['a comment before the address', `url(/**/${OUTSIDE})`],
  ['a comment before a quoted address', `url(/**/'${OUTSIDE}')`],
  ['protocol-relative', 'url(//evil.example/x)'],
  ['an XML character reference for the u', `&#117;rl(${OUTSIDE})`],
  ['an XML entity for the quotes', `url(&quot;${OUTSIDE}&quot;)`],
  ['image-set', `image-set('${OUTSIDE}' 1x)`],
  ['image-set with url()', `image-set(url(${OUTSIDE}) 1x)`],
  ['-webkit-image-set', `-webkit-image-set(url(${OUTSIDE}) 1x)`],
  ['image()', `image('${OUTSIDE}')`],
  ['cross-fade', `cross-fade(url(#a), url(${OUTSIDE}), 50%)`],
  ['src()', `src('${OUTSIDE}')`],
  ['src() escaped', `\\73 rc('${OUTSIDE}')`],
  ['element()', 'element(#evil-example)'],
  ['-moz-element()', '-moz-element(#evil-example)'],
  ['paint()', 'paint(evil-example)'],
  ['a var() fallback', `var(--x, url(${OUTSIDE}))`],
  ['inside a function allowed', `drop-shadow(0 0 1px url(${OUTSIDE}))`],
  ['expression()', 'expression(alert("evil.example"))'],
  ['an unclosed url', `url(${OUTSIDE}`, SWALLOWS],
  ['an escaped closing parenthesis', `url(${OUTSIDE}\\)`, SWALLOWS],
  ['a bad url', `url(${OUTSIDE}"x)`],
  ['a function-looking url with a quote inside', `u\\rl(x"y) url(${OUTSIDE}) "`, SWALLOWS],
  ['an unclosed string swallowing a url', `"x;stroke:url(${OUTSIDE})`, SWALLOWS],
  ['after a fragment', `url(#a) url(${OUTSIDE})`],
  ['a fragment then more', `url("#a" ${OUTSIDE})`],
];

/** Properties that take an address, written in a `style` attribute and as presentation attributes. */
const PROPERTIES = ['fill', 'stroke', 'filter', 'clip-path', 'mask', 'marker-start', 'marker-mid', 'marker-end'];

const svg = (inner: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="a"><stop offset="0" stop-color="#c00"/></linearGradient></defs>${inner}</svg>`,
  );
const clean = (inner: string) => sanitizeSvg(svg(inner))?.toString('utf8') ?? '';

describe('the SVG cleaner reads CSS as a browser does (css-tree)', () => {
  it.each(SPELLINGS)(
    'drops an outside address spelt %s from a style attribute, keeping the rest',
    (_what, value, swallows) => {
      for (const property of PROPERTIES) {
        const style = `opacity:0.5;${property}:${value};stroke-width:2`.replace(/"/g, '&quot;');
        const text = clean(`<rect width="5" height="5" style="${style}"/>`);
        expect(text, property).not.toContain('evil');
        expect(text, property).toContain('<rect');
        if (swallows) expect(text, property).toContain('style="opacity:0.5"');
        else expect(text, property).toMatch(/style="opacity:0\.5;[^"]*stroke-width:2"/);
      }
    },
  );

  it.each(SPELLINGS)('drops a presentation attribute whose address is spelt %s', (_what, value) => {
    for (const property of PROPERTIES) {
      const text = clean(`<rect width="5" height="5" ${property}="${value.replace(/"/g, '&quot;')}" opacity="0.5"/>`);
      expect(text, property).not.toContain('evil');
      expect(text, property).toContain('opacity="0.5"');
    }
  });

  it('keeps references to the SVG’s own fragments, colours, transforms and filters', () => {
    const text = clean(
      '<rect width="5" height="5" fill="url(#a)" stroke="url( &quot;#a&quot; )" clip-path="url(\'#a\')" ' +
        'marker-end="url(#a)" transform="rotate(45 5 5) translate(1,2)" ' +
        'style="fill:url(#a);stroke:rgb(10 20 30 / 50%);filter:drop-shadow(0 0 2px #000) blur(1px);--tone:#c00;color:var(--tone);font-family:\'Noto Sans\', sans-serif"/>',
    );
    expect(text).toContain('fill="url(#a)"');
    expect(text).toContain('stroke="url( &quot;#a&quot; )"');
    expect(text).toContain('clip-path="url(\'#a\')"');
    expect(text).toContain('marker-end="url(#a)"');
    expect(text).toContain('transform="rotate(45 5 5) translate(1,2)"');
    expect(text).toContain(
      'style="fill:url(#a);stroke:rgb(10 20 30 / 50%);filter:drop-shadow(0 0 2px #000) blur(1px);--tone:#c00;color:var(--tone);font-family:\'Noto Sans\', sans-serif"',
    );
  });

  it('drops at-rules, blocks and whatever is not a declaration from a style attribute', () => {
    for (const style of [
      `@import url(${OUTSIDE});fill:#c00`,
      `@import "${OUTSIDE}";fill:#c00`,
      `@font-face{font-family:x;src:url(${OUTSIDE})};fill:#c00`,
      `&:hover{fill:url(${OUTSIDE})};fill:#c00`,
      `fill:#c00;<!--;-->`,
      `}fill:#c00`,
    ]) {
      const text = clean(`<rect width="5" height="5" style="${style.replace(/"/g, '&quot;')}"/>`);
      expect(text, style).not.toContain('evil');
      expect(text, style).not.toContain('@');
    }
    expect(cleanStyleAttribute(`@import url(${OUTSIDE});fill:#c00`)).toBe('fill:#c00');
    expect(cleanStyleAttribute(`fill:u/**/rl(${OUTSIDE})`)).toBeNull();
    expect(cleanStyleAttribute('fill: /* a note */ #c00 ; stroke:none')).toBe('fill:   #c00;stroke:none');
    expect(cleanStyleAttribute('')).toBeNull();
    expect(safeCssValue('u\\rl(#a)')).toBe(false);
    expect(safeCssValue('url(#a)')).toBe(true);
  });

  it('drops <style> elements whatever they hold and however they are named', () => {
    for (const style of [
      `<style>@import url(${OUTSIDE});</style>`,
      `<style>@import "${OUTSIDE}";</style>`,
      `<style><![CDATA[rect{fill:u\\rl(${OUTSIDE})}]]></style>`,
      `<style>rect{background:image-set("${OUTSIDE}" 1x)}</style>`,
      `<style>@font-face{font-family:x;src:url(${OUTSIDE})}</style>`,
      `<svg:style xmlns:svg="http://www.w3.org/2000/svg">@import "${OUTSIDE}";</svg:style>`,
      `<html:style xmlns:html="http://www.w3.org/1999/xhtml">@import "${OUTSIDE}";</html:style>`,
      `<g><style>@import "${OUTSIDE}";</style><rect width="5" height="5"/></g>`,
    ]) {
      const text = clean(`${style}<rect width="1" height="1" fill="#c00"/>`);
      expect(text, style).not.toContain('evil');
      expect(text, style).not.toContain('@import');
      expect(text, style).toContain('fill="#c00"');
    }
  });

  it('drops processing instructions, links and other ways to fetch', () => {
    for (const inner of [
      `<?xml-stylesheet href="${OUTSIDE}.css"?>`,
      `<use href="${OUTSIDE}#a"/>`,
      `<use xlink:href="${OUTSIDE}#a" xmlns:xlink="http://www.w3.org/1999/xlink"/>`,
      `<use x:href="${OUTSIDE}#a" xmlns:x="http://www.w3.org/1999/xlink"/>`,
      `<image href="${OUTSIDE}.png"/>`,
      `<feImage href="${OUTSIDE}.png"/>`,
      `<a href="${OUTSIDE}"><rect width="1" height="1"/></a>`,
      `<text><tref href="${OUTSIDE}#t"/></text>`,
      `<font-face><font-face-src><font-face-uri href="${OUTSIDE}.svg"/></font-face-src></font-face>`,
      `<set attributeName="fill" to="url(${OUTSIDE})"/>`,
      `<animate attributeName="href" values="${OUTSIDE}"/>`,
    ]) {
      const text = clean(`${inner}<rect width="1" height="1"/>`);
      expect(text, inner).not.toContain('evil');
    }
  });
});
