import { figureRows } from './figure-rows.ts';
import type { Script } from './pdf-writer.ts';

/**
 * The text of the documents bench's PDFs: report-like sentences (written for this bench) repeated in a
 * different order on every page, rows of figures with made-up names (figure-rows.ts), and on each page two words found nowhere else: one of the page and one
 * of its file (on each of the file's pages), so that every search of the bench's list is a different one
 * with a known answer. Even-numbered documents are Chinese, odd ones English.
 */

export const PAGES_PER_DOCUMENT = 20;
/** Lines per page and characters per line (about 1,200 characters in Chinese or 450 words in English a page, figures included). */
const LINES: Record<Script, { lines: number; chars: number }> = {
  chinese: { lines: 36, chars: 38 },
  latin: { lines: 44, chars: 86 },
};

/** On the first page of every bench document: what the bench asks to know they are all searchable. */
export const MARKER_WORD = 'muyuanbenchcorpus';

const CHINESE_SENTENCES = [
  '公司坚持自繁自养的一体化经营模式，饲料加工、种猪育种、商品猪饲养与屠宰环节紧密衔接。',
  '报告期内生猪出栏量保持稳定增长，完全成本随饲料原料价格回落和生产效率提升而下降。',
  '饲料配方根据玉米、豆粕等原料的价格变化动态调整，在满足营养需要的同时控制成本。',
  '公司持续完善猪舍环境控制和生物安全体系，降低疫病传入风险，保障生产稳定运行。',
  '粪污经过固液分离后用于沼气发电和有机肥生产，实现养殖废弃物的资源化利用。',
  '屠宰肉食业务新增产能逐步释放，产品包括冷鲜白条、分割品和冷冻产品。',
  '本公司及董事会全体成员保证信息披露的内容真实、准确、完整，没有虚假记载。',
  '募集资金按照承诺用途投入养殖场、饲料厂和屠宰厂建设项目，使用情况详见专项报告。',
  '公司继续加强内部控制建设，规范关联交易和对外担保的审议程序。',
  '员工培训覆盖养殖技术、安全生产、职业健康和环境保护等方面。',
  '智能饲喂、环境监测和巡检设备在各养殖场推广应用，人均饲养头数进一步提高。',
  '公司与高等院校合作开展种猪遗传改良和动物营养研究，持续提升种群性能。',
];

const ENGLISH_SENTENCES = [
  'The company breeds, raises and processes its own pigs, with feed mills close to the farms.',
  'Hogs sold during the period grew steadily while the full cost per kilogram declined.',
  'Feed formulas follow the prices of corn and soybean meal while meeting nutrition needs.',
  'Biosecurity on every farm was strengthened to keep disease out and production stable.',
  'Manure is separated into solids and liquids and used for biogas power and fertilizer.',
  'New slaughter capacity came into use, selling chilled carcasses, cuts and frozen products.',
  'The board of directors confirms that this report is true, accurate and complete.',
  'Proceeds from the bond issue were used for farms, feed mills and processing plants as planned.',
  'Internal controls over related party transactions and guarantees were reviewed by the board.',
  'Training for employees covered farming techniques, safety at work and environmental protection.',
  'Automatic feeding, climate monitoring and inspection equipment raised the pigs kept per worker.',
  'Research with universities continued on breeding stock genetics and animal nutrition.',
];

const SENTENCES: Record<Script, readonly string[]> = { chinese: CHINESE_SENTENCES, latin: ENGLISH_SENTENCES };

export const scriptOf = (doc: number): Script => (doc % 2 === 0 ? 'chinese' : 'latin');

/** Han characters of the filler sentences: the bench's own words use none of them. */
const FILLER_HAN = new Set(CHINESE_SENTENCES.join('').match(/\p{Script=Han}/gu));

/** 600 ideographs from U+8000 on that the sentences do not use, in four alphabets of 150. */
const ALPHABETS = (() => {
  const chars: string[] = [];
  for (let code = 0x8000; chars.length < 600; code++) {
    const c = String.fromCodePoint(code);
    if (!FILLER_HAN.has(c)) chars.push(c);
  }
  return [0, 1, 2, 3].map((i) => chars.slice(i * 150, i * 150 + 150));
})();
const pick = (alphabet: number, i: number) => ALPHABETS[alphabet]?.[i % 150] ?? '';

/** Latin syllables: a consonant and a vowel. */
const SYLLABLES = [...'bdfgklmnprstvz'].flatMap((c) => [...'aeiou'].map((v) => c + v));
const syllables = (n: number, count: number) =>
  Array.from({ length: count }, (_, i) => SYLLABLES[Math.floor(n / SYLLABLES.length ** i) % SYLLABLES.length]).join('');

/**
 * The word found on one page only (`page` from 0): two ideographs (one Chinese query bigram), or a
 * made-up Latin word no other word begins (all are seven letters).
 */
export function pageWord(doc: number, page: number): string {
  const n = doc * PAGES_PER_DOCUMENT + page;
  return scriptOf(doc) === 'chinese' ? pick(0, n) + pick(1, Math.floor(n / 150)) : `q${syllables(n, 3)}`;
}

/** The word found on every page of one file and in no other. */
export function fileWord(doc: number): string {
  return scriptOf(doc) === 'chinese' ? pick(2, doc) + pick(3, Math.floor(doc / 150)) : `j${syllables(doc, 3)}`;
}

/** Words every document of a script shares, many times: searches with many documents to rank. */
export const COMMON_WORDS: Record<Script, readonly string[]> = {
  chinese: ['饲料', '生猪', '养殖', '屠宰', '育种', '内部控制', '资源化利用', '生物安全'],
  latin: ['feed', 'pigs', 'biosecurity', 'slaughter', 'nutrition', 'breeding', 'manure', 'board'],
};

/** Cuts running text into lines of at most `chars` characters (at spaces for Latin text). */
function wrap(text: string, chars: number, script: Script): string[] {
  if (script === 'chinese') {
    const all = [...text];
    return Array.from({ length: Math.ceil(all.length / chars) }, (_, i) =>
      all.slice(i * chars, (i + 1) * chars).join(''),
    );
  }
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > chars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * One page's lines: the sentences from a place that moves with the document and the page, on lines of
 * their own (never cut) the page's word, the file's word and, on the first page, the marker; at the
 * foot, rows of figures (figure-rows.ts).
 */
export function pageLines(doc: number, page: number): string[] {
  const script = scriptOf(doc);
  const { lines, chars } = LINES[script];
  const sentences = SENTENCES[script];
  const start = (doc * 7 + page * 5) % sentences.length;
  const ownLines =
    script === 'chinese'
      ? [`第${page + 1}页 索引词${pageWord(doc, page)}。`, `文件编号${fileWord(doc)}。`]
      : [`Page ${page + 1}, index term ${pageWord(doc, page)}.`, `File reference ${fileWord(doc)}.`];
  if (page === 0) ownLines.push(MARKER_WORD);
  // Enough sentences to fill the page whatever the wrapping leaves at line ends, then cut to the page.
  const parts: string[] = [];
  for (let length = 0, i = 0; length < lines * chars; i++) {
    const sentence = sentences[(start + i) % sentences.length] ?? '';
    parts.push(sentence);
    length += sentence.length;
  }
  const text = parts.join(script === 'chinese' ? '' : ' ');
  const figures = figureRows(doc, page, script);
  const body = wrap(text, chars, script).slice(0, lines - ownLines.length - figures.length);
  const middle = Math.floor(body.length / 2);
  return [
    ...(ownLines.slice(2) as string[]),
    ...body.slice(0, middle),
    ...ownLines.slice(0, 2),
    ...body.slice(middle),
    ...figures,
  ];
}

/** Every page of one document. */
export const documentPages = (doc: number): string[][] =>
  Array.from({ length: PAGES_PER_DOCUMENT }, (_, page) => pageLines(doc, page));
