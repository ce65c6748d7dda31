import { DOCUMENT_READ_FAILURES, type DocumentReadFailure, type DocumentState } from '@muyuan/contract/admin/documents';
import type { ConsoleLang } from './strings.ts';

/**
 * What reading a published PDF gave, in words (the documents screen and the media library's marks share
 * them): each state, and why reading failed. A reason the console does not know (added later on the
 * server) shows as its code rather than nothing.
 */

export const STATE_NAMES: Record<ConsoleLang, Record<DocumentState, string>> = {
  zh: { text: '已读取', ocr: '已识别（OCR）', 'no-text': '无文字层', failed: '读取失败', waiting: '等待读取' },
  en: { text: 'Read', ocr: 'Read by OCR', 'no-text': 'No text', failed: 'Not read', waiting: 'Waiting' },
};

const REASONS: Record<ConsoleLang, Record<DocumentReadFailure, string>> = {
  zh: {
    damaged: '文件已损坏',
    encrypted: '文件已加密或设有密码',
    'too-large': '文件过大或页数过多',
    timeout: '读取超时',
    'out-of-memory': '读取时内存超限',
  },
  en: {
    damaged: 'the file is damaged',
    encrypted: 'encrypted or password-protected',
    'too-large': 'too large or too many pages',
    timeout: 'took too long to read',
    'out-of-memory': 'ran out of memory while reading',
  },
};

const isKnown = (reason: string): reason is DocumentReadFailure =>
  (DOCUMENT_READ_FAILURES as readonly string[]).includes(reason);

/** Why reading failed, in words (the code itself when the console does not know it). */
export const reasonText = (reason: string | null, lang: ConsoleLang): string =>
  reason === null ? '' : isKnown(reason) ? REASONS[lang][reason] : reason;

/** A failed state with its reason ("读取失败：文件已损坏", "Not read: the file is damaged"); the state's name otherwise. */
export function stateText(state: DocumentState, reason: string | null, lang: ConsoleLang): string {
  const name = STATE_NAMES[lang][state];
  if (state !== 'failed' || !reason) return name;
  return `${name}${lang === 'zh' ? '：' : ': '}${reasonText(reason, lang)}`;
}
