import type { Lang } from '@muyuan/contract/lang';
import { contentError } from './content-error.ts';

/**
 * Alt text in the language of the text around it (issue 22: "every image has alt text in its language"):
 * a screen reader reads an English page with an English voice, which cannot say Chinese characters, and
 * a Chinese page's alt text in English is no help to its readers. The schema requires `imageAlt` beside a
 * picture; this check adds the language, and the alt of pictures in Markdown bodies (`![alt](/media/…)`).
 */

/** `![alt](address` in Markdown: the alt and the address. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*([^)\s]+)/g;
const HAN = /\p{Script=Han}/u;
export const LANG_NAME: Record<Lang, string> = { zh: 'Chinese', en: 'English' };

/**
 * Why a text meant for a page in `lang` is in the wrong language, or null: an English text has no
 * Chinese characters, a Chinese one has some. `what` names the text in the message ("the alt text").
 */
export function languageProblem(text: string, lang: Lang, what: string): string | null {
  if (lang === 'en' && HAN.test(text)) return `${what} "${text}" of an English page has Chinese characters`;
  if (lang === 'zh' && !HAN.test(text)) return `${what} "${text}" of a Chinese page is not in Chinese`;
  return null;
}

/** Why an alt text does not do for a page in `lang`, or null when it does. */
export function altTextProblem(alt: string | undefined, lang: Lang): string | null {
  const text = alt?.trim() ?? '';
  if (text === '') return `a picture needs its alt text in ${LANG_NAME[lang]}`;
  return languageProblem(text, lang, 'the alt text');
}

/**
 * Throws naming file and field at the first picture whose alt text is missing or in another language.
 * `lang` is the language of the whole file (page copy) or null, in which case each record's `zh` and
 * `en` blocks give it; Markdown pictures outside any language block only need an alt.
 */
export function checkImageAlts(value: unknown, file: string, lang: Lang | null, path: PropertyKey[] = []): void {
  if (typeof value === 'string') {
    for (const [, alt, address] of value.matchAll(MARKDOWN_IMAGE)) {
      const problem = lang
        ? altTextProblem(alt, lang)
        : (alt ?? '').trim() === ''
          ? 'a picture needs its alt text'
          : null;
      if (problem) throw contentError(file, path, `${problem} (${address})`);
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      checkImageAlts(item, file, lang, [...path, i]);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = key === 'zh' || key === 'en' ? key : lang;
      if (key === 'imageAlt' && here) {
        const problem = altTextProblem(typeof item === 'string' ? item : undefined, here);
        if (problem) throw contentError(file, [...path, key], problem);
      } else {
        checkImageAlts(item, file, here, [...path, key]);
      }
    }
  }
}
