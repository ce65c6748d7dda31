import { test } from '@playwright/test';
import { LISTS, walkBackAndForward, walkTitle } from './history-walk.ts';

/**
 * Back and Forward with the phone's user agent: the history entries and scroll memory are the same
 * code on both layouts (desktop-history.spec.ts walks every list), so the phone walks one list of each
 * kind of step, in both languages: pages, filter chips, category tabs and search results.
 */
const SAMPLE = [
  ['zh', '/announcement', undefined],
  ['zh', '/announcement', 'filter chips'],
  ['en', '/opticCentre', 'category tabs'],
  ['en', '/search?keyword=Muyuan', undefined],
] as const;

const sample = SAMPLE.map(([lang, route, name]) => {
  const list = LISTS.find((l) => l.lang === lang && l.route === route && l.name === name);
  if (!list) throw new Error(`${route} (${lang}) is not a list of history-walk.ts`);
  return list;
});

for (const list of sample) test(walkTitle(list), ({ page }) => walkBackAndForward(page, list));
