import { describe, expect, it } from 'vitest';
import { loadPageCopy } from '../../content/page-copy.ts';
import { WELFARE_LABELS } from './publicWelfare.page.tsx';
import { REPORT_LABELS } from './reportDownload.page.tsx';

/** The words these pages' components take from their copy exist in both languages. */
const NEEDED: Record<string, readonly string[]> = {
  reportDownload: REPORT_LABELS,
  publicWelfare: WELFARE_LABELS,
};

describe('page labels in the copy', () => {
  for (const [page, keys] of Object.entries(NEEDED)) {
    for (const lang of ['zh', 'en'] as const) {
      it(`${page} (${lang}) has ${keys.join(', ')}`, async () => {
        const copy = await loadPageCopy(page, lang);
        for (const key of keys) expect(copy?.labels?.[key], key).toMatch(/\S/);
      });
    }
  }
});
