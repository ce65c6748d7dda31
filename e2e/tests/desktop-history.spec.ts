import { test } from '@playwright/test';
import { LISTS, walkBackAndForward, walkTitle } from './history-walk.ts';

/** Back and Forward through every list of the site, with the desktop user agent. */
for (const list of LISTS) test(walkTitle(list), ({ page }) => walkBackAndForward(page, list));
