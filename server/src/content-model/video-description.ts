import type { Lang } from '@muyuan/contract/lang';
import { contentError } from './content-error.ts';
import { LANG_NAME, languageProblem } from './image-alt.ts';

/**
 * Every video has a text description in its page's language (issue 22, and the MIIT elder-friendly rules):
 * what the film shows, for a visitor who cannot see it or cannot play it. A record with a video
 * (`videoInfo` on a banner or brand story, `video` on a visual-centre item) needs `videoDescription`
 * in each of its language blocks, or beside the video in a page file, which has one language.
 */

const VIDEO_KEYS = ['videoInfo', 'video'] as const;

function hasVideo(record: Record<string, unknown>): boolean {
  return VIDEO_KEYS.some((key) => typeof record[key] === 'string' && record[key] !== '');
}

function describedProblem(description: unknown, lang: Lang): string | null {
  const text = typeof description === 'string' ? description.trim() : '';
  if (text === '') return `a video needs its text description (videoDescription) in ${LANG_NAME[lang]}`;
  return languageProblem(text, lang, 'the video description');
}

/**
 * Throws naming file and field at the first video without a description in its language. `lang` is the
 * language of the whole file (page copy) or null, in which case each record's `zh` and `en` blocks give it.
 */
export function checkVideoDescriptions(
  value: unknown,
  file: string,
  lang: Lang | null,
  path: PropertyKey[] = [],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      checkVideoDescriptions(item, file, lang, [...path, i]);
    });
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (hasVideo(record)) {
    const blocks = (['zh', 'en'] as const).filter((l) => record[l] && typeof record[l] === 'object');
    if (blocks.length === 0 && lang) {
      const problem = describedProblem(record.videoDescription, lang);
      if (problem) throw contentError(file, [...path, 'videoDescription'], problem);
    }
    for (const blockLang of blocks) {
      const block = record[blockLang] as Record<string, unknown>;
      const problem = describedProblem(block.videoDescription, blockLang);
      if (problem) throw contentError(file, [...path, blockLang, 'videoDescription'], problem);
    }
    return;
  }
  for (const [key, item] of Object.entries(record)) {
    if (item && typeof item === 'object') checkVideoDescriptions(item, file, lang, [...path, key]);
  }
}
