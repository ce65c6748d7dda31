/**
 * Read aloud with the browser's own speech synthesis (no service, nothing sent anywhere): the main
 * content's headings, paragraphs and list items, sentence by sentence in the page's language, the
 * sentence being read highlighted with the CSS Custom Highlight API (no change to the page's markup).
 * Starts only on the visitor's action; a click on a paragraph of the page while reading continues there.
 */

const BLOCKS = 'h1, h2, h3, h4, p, li, dt, dd, td, figcaption, blockquote';
const HIGHLIGHT = 'read-aloud';
/** A sentence ends at its stop (Chinese or Western), or at the end of its block. */
const SENTENCE = /[^。！？!?；;.]+(?:[。！？!?；;]+|\.(?=\s|$)|$)/g;

export type ReadState = 'idle' | 'reading' | 'paused';

interface Sentence {
  block: Element;
  start: number;
  end: number;
  text: string;
}

let queue: Sentence[] = [];
let at = 0;
let state: ReadState = 'idle';
let listener: ((state: ReadState) => void) | null = null;

function setState(next: ReadState) {
  state = next;
  listener?.(next);
}

export function onReadStateChange(callback: ((state: ReadState) => void) | null): void {
  listener = callback;
}
export const readState = (): ReadState => state;

/** The page's language as speech synthesis names it (`zh-CN`, `en`). */
const pageLang = () => document.documentElement.lang || 'zh-CN';

/** A voice for the page's language, waiting briefly for the list (browsers fill it in after start). */
export async function voiceForPage(): Promise<SpeechSynthesisVoice | null> {
  if (!('speechSynthesis' in window)) return null;
  const want = pageLang().toLowerCase().split('-')[0] ?? 'zh';
  const find = () =>
    window.speechSynthesis.getVoices().find((v) => v.lang.replace('_', '-').toLowerCase().startsWith(want)) ?? null;
  const now = find();
  if (now || window.speechSynthesis.getVoices().length > 0) return now;
  await new Promise<void>((resolve) => {
    const done = () => resolve();
    window.speechSynthesis.addEventListener('voiceschanged', done, { once: true });
    setTimeout(done, 1000);
  });
  return find();
}

/** The visible text blocks of the main content, not nested in one another. */
function blocksFrom(start: Element | null): Element[] {
  const main = document.querySelector('main .page:not([hidden])') ?? document.querySelector('main');
  if (!main) return [];
  const all = [...main.querySelectorAll(BLOCKS)].filter(
    (b) => b.checkVisibility() && !b.parentElement?.closest(BLOCKS) && (b.textContent ?? '').trim() !== '',
  );
  const from = start ? all.findIndex((b) => b === start || b.contains(start)) : 0;
  return all.slice(Math.max(0, from));
}

function sentencesOf(block: Element): Sentence[] {
  const text = block.textContent ?? '';
  return [...text.matchAll(SENTENCE)]
    .map((m) => ({ block, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0].trim() }))
    .filter((s) => s.text !== '');
}

/** A range over characters `start`–`end` of the block's text, across its text nodes. */
function rangeOf({ block, start, end }: Sentence): Range {
  const range = document.createRange();
  const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
  let offset = 0;
  let startSet = false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (!startSet && start <= offset + length) {
      range.setStart(node, start - offset);
      startSet = true;
    }
    if (startSet && end <= offset + length) {
      range.setEnd(node, end - offset);
      break;
    }
    offset += length;
  }
  return range;
}

function highlight(sentence: Sentence | null) {
  if (!('highlights' in CSS)) return;
  if (!sentence) {
    CSS.highlights.delete(HIGHLIGHT);
    return;
  }
  CSS.highlights.set(HIGHLIGHT, new Highlight(rangeOf(sentence)));
  sentence.block.scrollIntoView({ block: 'nearest' });
}

function speakNext() {
  const sentence = queue[at];
  if (!sentence) {
    stopReading();
    return;
  }
  highlight(sentence);
  const utterance = new SpeechSynthesisUtterance(sentence.text);
  // The language picks the voice (the one voiceForPage found exists); no voice object is handed over.
  utterance.lang = pageLang();
  utterance.onend = () => {
    if (state === 'idle' || queue[at] !== sentence) return;
    at += 1;
    speakNext();
  };
  window.speechSynthesis.speak(utterance);
}

/** Reads from the block holding `start` (the main content's beginning without one); false when there is no voice. */
export async function startReading(start: Element | null = null): Promise<boolean> {
  if (!(await voiceForPage())) return false;
  window.speechSynthesis.cancel();
  queue = blocksFrom(start).flatMap(sentencesOf);
  at = 0;
  document.addEventListener('click', readClicked, true);
  setState('reading');
  speakNext();
  return true;
}

/** While reading, a click on a paragraph of the page continues from there (links still work). */
function readClicked(event: MouseEvent) {
  const target = event.target as Element | null;
  if (!target?.closest('main') || target.closest('a, button, input, select, textarea, label')) return;
  const block = target.closest(BLOCKS);
  if (block) void startReading(block);
}

export function pauseReading(): void {
  if (state !== 'reading') return;
  window.speechSynthesis.pause();
  setState('paused');
}

export function resumeReading(): void {
  if (state !== 'paused') return;
  window.speechSynthesis.resume();
  setState('reading');
}

export function stopReading(): void {
  document.removeEventListener('click', readClicked, true);
  queue = [];
  at = 0;
  if ('speechSynthesis' in window) window.speechSynthesis.cancel();
  highlight(null);
  setState('idle');
}
