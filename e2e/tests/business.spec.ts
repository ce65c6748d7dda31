import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Partner } from '@muyuan/contract/business';
import type { Lang } from '@muyuan/contract/lang';
import type { SalesCard } from '@muyuan/contract/shapes';
import { findRoute } from '@muyuan/contract/sitemap';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings } from './access-modes.ts';
import { blocksOf, pageCopy } from './page-copy.ts';
import {
  apiData,
  goRoute,
  horizontalOverflow,
  isMobile,
  LANGS,
  open,
  SITE,
  visiblePage,
  watchForErrors,
} from './support.ts';

/** Every page of the four businesses and the other business pages: each calls to the sales desk. */
const BUSINESS_PAGES = [
  'feedProcessing',
  'lowProtein',
  'feedSales',
  'valueBreeding',
  'pigPrice',
  'pigSales',
  'smartTechnology',
  'engineer',
  'healthControl',
  'pigSell',
  'pigletSell',
  'threeGuarantees',
  'cooperativePartner',
  'porkSales',
  'worth',
  'welfare',
  'empowerment',
];

const linkOf = (id: string) => findRoute(`/${id}`)?.item.link ?? `/${id}`;

/** Matches an element's whole text, so "体重" does not also find "出栏体重". */
const exactly = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** Each card of the endpoint is on the page with its title and every label/value row. */
async function expectCards(scope: Locator, cards: readonly SalesCard[]) {
  expect(cards.length).toBeGreaterThan(0);
  await expect(scope.locator('.card')).toHaveCount(cards.length);
  for (const card of cards) {
    const shown = scope.locator('.card', {
      has: scope.page().locator('.card-title', { hasText: exactly(card.title) }),
    });
    await expect(shown).toHaveCount(1);
    await expect(shown.locator('.card-row')).toHaveCount(card.rows.length);
    for (const row of card.rows) {
      const line = shown.locator('.card-row', { has: scope.page().locator('dt', { hasText: exactly(row.label) }) });
      await expect(line.locator('dd')).toHaveText(row.value);
    }
    if (card.image) await expect(shown.locator('.card-media img')).toHaveAttribute('src', card.image);
  }
}

/** The breeds side by side: a column per breed, a row per trait, each cell the breed's value. */
async function expectBreedTable(scope: Locator, breeds: readonly SalesCard[]) {
  const table = scope.locator('table.breed-table');
  await expect(table.locator('thead th.breed-table-breed')).toHaveText(breeds.map((b) => b.title));
  for (const [column, breed] of breeds.entries()) {
    for (const row of breed.rows) {
      const line = table.locator('tbody tr', { has: scope.page().locator('th', { hasText: exactly(row.label) }) });
      await expect(line.locator('td').nth(column)).toHaveText(row.value);
    }
  }
  const labels = new Set(breeds.flatMap((b) => b.rows.map((r) => r.label)));
  await expect(table.locator('tbody tr')).toHaveCount(labels.size);
}

async function openChecked(page: Page, lang: Lang, route: string) {
  const errors = watchForErrors(page);
  await open(page, lang, route);
  return errors;
}

test.describe('business pages', () => {
  for (const lang of LANGS) {
    test(`every business page calls to the sales desk and links to its siblings (${lang})`, async ({ page }, info) => {
      const errors = await openChecked(page, lang, '/feedProcessing');
      const tel = `tel:${SITE.sales.phone.replace(/[^\d+]/g, '')}`;
      for (const id of BUSINESS_PAGES) {
        const route = findRoute(linkOf(id));
        if (!route) throw new Error(`no route ${id}`);
        await goRoute(page, linkOf(id));
        const shown = visiblePage(page);
        await expect(shown.locator('h1'), id).toHaveText(route.item.title[lang]);
        const sales = shown.locator('.sales-contact');
        await expect(sales, id).toBeVisible();
        await expect(sales.locator(`a[href="${tel}"]`)).toContainText(SITE.sales.phone);
        await expect(sales.locator(`a[href="mailto:${SITE.sales.email}"]`)).toContainText(SITE.sales.email);
        await expect(sales).toContainText(SITE.sales.hours[lang]);
        await expect(shown.locator('.sibling-links a').first(), id).toBeVisible();
        // Let lazy pictures load before the next page, so a failed one would be seen.
        await shown.locator('img').evaluateAll((imgs) => {
          for (const img of imgs) img.scrollIntoView();
        });
        await page.waitForLoadState('networkidle');
        if (isMobile(info)) expect(await horizontalOverflow(page), id).toBeLessThanOrEqual(0);
      }
      errors.expectNone();
    });

    test(`large figures go through the unit converter (${lang})`, async ({ page }) => {
      const errors = await openChecked(page, lang, '/worth');
      const figures = blocksOf(pageCopy('worth', lang), 'figures').flatMap((b) => b.items);
      const large = figures.filter((f) => /^\d+$/.test(f.num) && Number(f.num) > 10_000);
      expect(large.length).toBeGreaterThan(0);
      const nums = visiblePage(page).locator('.figure-num');
      for (const figure of large) await expect(nums.filter({ hasText: figure.num })).toHaveCount(0);
      const converted = lang === 'zh' ? /^\d+\.\d{2}(万|亿)$/ : /^\d{1,3}(,\d{3})*\.\d{2} million$/;
      await expect(nums.filter({ hasText: converted })).toHaveCount(large.length);
      errors.expectNone();
    });

    test(`breeding-pig sales show every breed with every row (${lang})`, async ({ page, request }, info) => {
      const breeds = await apiData<SalesCard[]>(request, API_PATHS.breedPigs, lang);
      const errors = await openChecked(page, lang, '/pigSales');
      const shown = visiblePage(page);
      if (isMobile(info)) {
        // Phones get one card per breed, no table.
        await expect(shown.locator('table.breed-table')).toHaveCount(0);
        await expectCards(shown, breeds);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      } else {
        await expect(shown.locator('.breed-table-breed img')).toHaveCount(breeds.filter((b) => b.image).length);
        await expectBreedTable(shown, breeds);
      }
      errors.expectNone();
    });

    for (const [route, category] of [
      ['/pigSell', 'commercial'],
      ['/pigletSell', 'piglet'],
    ] as const) {
      test(`${route} shows every ${category} card of pigSale with every row (${lang})`, async ({ page, request }) => {
        const cards = await apiData<SalesCard[]>(request, API_PATHS.pigSale, lang, { category });
        const errors = await openChecked(page, lang, route);
        await expectCards(visiblePage(page).locator('.block-slot'), cards);
        errors.expectNone();
      });
    }

    test(`pork sales show every meatSale card with every row (${lang})`, async ({ page, request }) => {
      const cards = await apiData<SalesCard[]>(request, API_PATHS.meatSale, lang);
      const errors = await openChecked(page, lang, '/porkSales');
      await expectCards(visiblePage(page).locator('.pork-products'), cards);
      await expect(visiblePage(page)).toContainText(/0–4\s?(℃|°C)/);
      errors.expectNone();
    });

    test(`partners: every partner in the scroll list; arrows scroll it; a logo opens the viewer (${lang})`, async ({
      page,
      request,
    }) => {
      const partners = await apiData<Partner[]>(request, API_PATHS.partners, lang);
      const errors = await openChecked(page, lang, '/cooperativePartner');
      const list = visiblePage(page).locator('.partner-list');
      const items = list.locator('.hscroll-item');
      await expect(items).toHaveCount(partners.length);
      for (const [i, partner] of partners.entries()) {
        await expect(items.nth(i).locator('.partner-name')).toHaveText(partner.name);
        await expect(items.nth(i).locator('.partner-description')).toHaveText(partner.description);
        if (partner.logo) await expect(items.nth(i).locator('img')).toHaveAttribute('src', partner.logo);
      }

      const track = list.locator('.hscroll-track');
      const left = list.locator('.hscroll-left');
      const right = list.locator('.hscroll-right');
      await track.scrollIntoViewIfNeeded();
      await expect(left).toBeHidden();
      await right.click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect(left).toBeVisible();
      await left.click();
      await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(0);
      await expect(left).toBeHidden();

      const withLogo = partners.findIndex((p) => p.logo);
      const chosen = partners[withLogo];
      if (!chosen?.logo) throw new Error('no partner with a logo');
      await items.nth(withLogo).locator('.hscroll-preview').click();
      const viewer = page.locator('.yarl__root');
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('.yarl__slide_current img')).toHaveAttribute('src', chosen.logo);
      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      errors.expectNone();
    });
  }

  test('the data pages have no serious or critical accessibility violation', async ({ page }) => {
    test.setTimeout(90_000);
    for (const lang of LANGS) {
      for (const route of ['/pigSales', '/pigSell', '/cooperativePartner', '/porkSales']) {
        await open(page, lang, route);
        await page.waitForLoadState('networkidle');
        expect(await axeFindings(page, `${lang} ${route}`, { within: 'main' })).toEqual([]);
      }
    }
  });
});
