import type { Lang } from '@muyuan/contract/lang';
import { test } from '@playwright/test';
import { LISTS, walkBackAndForward, walkTitle } from './history-walk.ts';

/**
 * Back and Forward through every list of the site, with the desktop user agent. A list shown in both
 * languages is walked here in the language named below: its two languages are one list and one history code
 * with other words (decision 267's reasoning), and every kind of step (pages, tabs, filter chips, search
 * results) is still walked in each language it exists in, here or on the phone (mobile-history.spec.ts walks
 * the English tabs and search).
 */
const ONE_LANGUAGE: Record<string, Lang> = {
  '/opticCentre': 'zh',
  '/enterpriseDynamics': 'en',
  '/securities/surveyList': 'zh',
  '/welfareDynamics': 'en',
  '/recruitConsulting': 'zh',
  '/search': 'zh',
};
const routeOf = (route: string) => route.split('?')[0] ?? route;
const walked = LISTS.filter((list) => (ONE_LANGUAGE[routeOf(list.route)] ?? list.lang) === list.lang);

for (const list of walked) test(walkTitle(list), ({ page }) => walkBackAndForward(page, list));
