import type { Lang } from '@muyuan/contract/lang';
import type { Block, PageCopy } from '@muyuan/contract/page-copy';
import { figureText } from '@muyuan/contract/unit-converter';

/** `[label](target)` links inside copy text: search indexes the label, never the address. */
const INLINE_LINK = /\[([^\]]+)\]\([^)]+\)/g;

export function plainText(text: string): string {
  return text.replace(INLINE_LINK, '$1');
}

/**
 * The words a block shows to a visitor, in reading order (no types, links or media paths); figures
 * as the page shows them, through the spec's unit converter (4026.00万头, 40.26 million pigs).
 */
function blockTexts(block: Block, lang: Lang): string[] {
  const head = ['heading' in block ? (block.heading ?? '') : '', 'lead' in block ? (block.lead ?? '') : ''];
  switch (block.type) {
    case 'text':
      return [...head, ...block.paragraphs];
    case 'figures':
      return [...head, ...block.items.map((s) => `${figureText(s.num, s.unit, lang)} ${s.txt}`)];
    case 'steps':
      return [
        ...head,
        ...block.items.flatMap((s) => [s.title, s.figure ? figureText(s.figure.num, s.figure.unit, lang) : '', s.text]),
      ];
    case 'cards':
      return [
        ...head,
        ...block.items.flatMap((c) => [c.title, c.text ?? '', ...(c.rows ?? []).map((r) => `${r.label} ${r.value}`)]),
      ];
    case 'highlight':
      return [block.text, block.caption ?? ''];
    case 'checklist':
      return [...head, ...block.items];
    case 'contact':
      return [...head, ...block.items.flatMap((i) => [i.label, i.value, i.note ?? ''])];
    case 'gallery':
      return [...head, ...block.items.flatMap((i) => [i.title, i.text ?? ''])];
    case 'cta':
      return [...head, block.text ?? '', block.label];
    case 'table':
      return [...head, block.columns.join(' '), ...block.rows.map((r) => r.join(' ')), block.note ?? ''];
    case 'slot':
      return head;
  }
}

/** Everything a page's copy shows besides its title and description, one text per line, for search. */
export function pageCopyText(copy: PageCopy, lang: Lang): string {
  const texts = [...copy.blocks.flatMap((block) => blockTexts(block, lang)), ...(copy.items ?? []).map((i) => i.title)];
  return texts.filter(Boolean).map(plainText).join('\n');
}
