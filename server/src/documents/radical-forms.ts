/**
 * CJK radical forms (U+2E80–U+2EFF) that fonts draw with the same glyph as a common ideograph, paired
 * with that ideograph (Unicode's EquivalentUnifiedIdeograph data, the simplified-Chinese forms that
 * stand as words of their own). A PDF maps each glyph back to one code point, and several writers
 * (Chromium's printing among them, with Noto CJK) pick the radical: 牧原⻝品 for 牧原食品, which no
 * search for 食品 would find. Kangxi radicals (U+2F00–U+2FDF) need no table: NFKC maps them.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['⺟', '母'],
  ['⺠', '民'],
  ['⺩', '王'],
  ['⺮', '竹'],
  ['⺶', '羊'],
  ['⻁', '虎'],
  ['⻄', '西'],
  ['⻅', '见'],
  ['⻆', '角'],
  ['⻉', '贝'],
  ['⻋', '车'],
  ['⻑', '長'],
  ['⻓', '长'],
  ['⻔', '门'],
  ['⻗', '雨'],
  ['⻙', '韦'],
  ['⻚', '页'],
  ['⻛', '风'],
  ['⻜', '飞'],
  ['⻝', '食'],
  ['⻢', '马'],
  ['⻣', '骨'],
  ['⻤', '鬼'],
  ['⻥', '鱼'],
  ['⻦', '鸟'],
  ['⻧', '卤'],
  ['⻨', '麦'],
  ['⻩', '黄'],
  ['⻪', '黾'],
  ['⻬', '齐'],
  ['⻮', '齿'],
  ['⻰', '龙'],
  ['⻳', '龟'],
];

const IDEOGRAPH_OF = new Map(PAIRS);
const RADICAL_FORM = new RegExp(`[${PAIRS.map(([radical]) => radical).join('')}]`, 'gu');
/** Kangxi radicals and CJK compatibility ideographs, which NFKC maps to the common ideographs. */
const COMPATIBILITY_FORM = /[\u2f00-\u2fdf\uf900-\ufaff]/gu;

/** `text` with look-alike radicals and compatibility ideographs given as the ideographs they stand for. */
export function commonIdeographs(text: string): string {
  return text
    .replace(RADICAL_FORM, (c) => IDEOGRAPH_OF.get(c) ?? c)
    .replace(COMPATIBILITY_FORM, (c) => c.normalize('NFKC'));
}
