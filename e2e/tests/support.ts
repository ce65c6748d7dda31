import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Lang } from '@muyuan/contract/lang';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { parse } from 'yaml';

/** The site's settings as the web bundles them (numbers and addresses the footer and links must show). */
export interface SiteFile {
  shortName: Record<Lang, string>;
  governmentRecord: { number: string; url: string };
  icpRecord: { number: string; url: string };
  externalLinks: {
    coCreation: Record<Lang, string>;
    campusRecruitment: string;
    socialRecruitment: string;
    veteranRecruitment: string;
  };
  friendlyLinks: { title: Record<Lang, string>; url: string }[];
  footerIcons: { label: Record<Lang, string>; value: string }[];
}
export const SITE = parse(readFileSync(resolve(import.meta.dirname, '../../content/site.yaml'), 'utf8')) as SiteFile;

export const LANGS: readonly Lang[] = ['zh', 'en'];
export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

/** The address of a hash route in a language: Chinese at `/`, English at `/en/`. */
export const addressOf = (lang: Lang, route: string) => `${lang === 'en' ? '/en/' : '/'}#${route}`;

/** Opens a route and waits until its page (not the loading note) is shown. */
export async function open(page: Page, lang: Lang, route: string) {
  await page.goto(addressOf(lang, route));
  await expect(page.locator('main .page:visible').first()).toBeVisible();
}

/** The page shown in the main view (kept-alive pages are hidden, not removed). */
export const visiblePage = (page: Page) => page.locator('main .page:visible');

/** Changes the hash route in place, the way a link does. */
export async function goRoute(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = r;
  }, route);
}
