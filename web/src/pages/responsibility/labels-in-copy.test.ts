import type { PageCopy } from '@muyuan/contract/page-copy';
import { describe, expect, it } from 'vitest';
import { WELFARE_LABELS } from './publicWelfare.page.tsx';
import { REPORT_LABELS } from './reportDownload.page.tsx';

/** The words these pages' components take from their copy exist in both languages. */
const NEEDED: Record<string, readonly string[]> = {
  reportDownload: REPORT_LABELS,
  publicWelfare: WELFARE_LABELS,
};

/** The seed's page files (the site reads them from the database; these are what a fresh install starts with). */
const SEED_PAGES = import.meta.glob<{ default: PageCopy }>('../../../../content/pages/*/*.yaml', { eager: true });

describe('page labels in the seed copy', () => {
  for (const [page, keys] of Object.entries(NEEDED)) {
    for (const lang of ['zh', 'en'] as const) {
      it(`${page} (${lang}) has ${keys.join(', ')}`, () => {
        const copy = SEED_PAGES[`../../../../content/pages/${page}/${lang}.yaml`]?.default;
        for (const key of keys) expect(copy?.labels?.[key], key).toMatch(/\S/);
      });
    }
  }
});
