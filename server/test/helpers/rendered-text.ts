import type { Lang } from '@muyuan/contract/lang';
import { Parser } from 'htmlparser2';
import type { RenderedText } from '../../src/content-lint/rendered-text.ts';

/** Elements whose text runs on in the text around them (a link in a sentence); any other element starts a run of its own. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'img',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);
/** Never shown or said (what `aria-hidden` hides is still shown, so it is read). */
const SILENT = new Set(['script', 'style', 'template', 'noscript']);
/** Accessible text an element generates, beside what it shows. */
const SAID = [
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
];

interface Frame {
  tag: string;
  /** `svg desc`, `p.hint`: where the run stands, for the finding. */
  where: string;
  lang: Lang;
  silent: boolean;
  /** The text of the run going on in this element (a block), or null for an inline element. */
  run: string[] | null;
}

const langOf = (value: string | undefined, inherited: Lang): Lang =>
  value === undefined ? inherited : value.toLowerCase().startsWith('en') ? 'en' : 'zh';

/**
 * What a rendered page shows and says, as runs of text: the text of each block element (with the text
 * of the links, emphasis and spans inside it, as one reads it), the document's and the SVGs' titles
 * and descriptions, and the accessible text of attributes (`aria-label`, `alt`, `title`…), each in the
 * language of its nearest `lang` (`<html lang="zh-CN">`, a `lang="en"` switch).
 */
export function renderedTexts(page: string, html: string): RenderedText[] {
  const texts: RenderedText[] = [];
  const stack: Frame[] = [{ tag: '#document', where: '', lang: 'zh', silent: false, run: [] }];
  const top = () => stack[stack.length - 1] as Frame;
  const block = () => [...stack].reverse().find((f) => f.run !== null) as Frame;
  const flush = (frame: Frame) => {
    if (!frame.run) return;
    const text = frame.run.join('').replace(/\s+/g, ' ').trim();
    frame.run.length = 0;
    if (text && !frame.silent) texts.push({ page, where: frame.where, lang: frame.lang, text });
  };
  const parser = new Parser(
    {
      onopentag(tag, attributes) {
        const parent = top();
        const lang = langOf(attributes.lang, parent.lang);
        const silent = parent.silent || SILENT.has(tag);
        // Words in another language than the sentence around them (the switch's "English") are a run of their own.
        const inline = INLINE.has(tag) && lang === block().lang;
        // A block inside a run ends it (a list item after a paragraph's text); a break parts two runs.
        if (!inline) flush(block());
        const name = attributes.class ? `${tag}.${attributes.class.split(/\s+/)[0]}` : tag;
        const where = parent.where && !inline ? `${parent.where.split(' ').at(-1)} ${name}` : name;
        stack.push({ tag, where, lang, silent, run: inline ? null : [] });
        if (silent) return;
        for (const attribute of SAID) {
          const value = attributes[attribute]?.replace(/\s+/g, ' ').trim();
          if (value) texts.push({ page, where: `${name}[${attribute}]`, lang, text: value });
        }
      },
      ontext(text) {
        const frame = block();
        if (!top().silent) frame.run?.push(text);
      },
      onclosetag(tag) {
        const frame = top();
        if (frame.tag !== tag) return;
        if (frame.run) flush(frame);
        stack.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.end(html);
  return texts;
}
