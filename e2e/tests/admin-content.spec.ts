import type {
  CollectionSchema,
  RecordDetail,
  RecordSummary,
  Schedule,
  VersionSummary,
} from '@muyuan/contract/admin/editorial';
import type { MediaListItem } from '@muyuan/contract/admin/media';
import { ADMIN_PATHS, withId, withParams } from '@muyuan/contract/admin/paths';
import type { PriceSecurities, PriceSecurity } from '@muyuan/contract/admin/price-history';
import type { Me } from '@muyuan/contract/admin/staff';
import { API_PATHS, FEED_PATHS } from '@muyuan/contract/api-paths';
import type { PriceHistory } from '@muyuan/contract/price-history';
import type { SiteFile } from '@muyuan/contract/site';
import { expect, type Page, test } from '@playwright/test';
import { EDITOR_STRINGS } from '../../web/src/admin/content/editor-strings.ts';
import { MEDIA_STRINGS } from '../../web/src/admin/media/media-strings.ts';
import { PRICES_STRINGS } from '../../web/src/admin/prices/prices-strings.ts';
import { STRINGS } from '../../web/src/admin/strings.ts';
import { formatMessage } from '../../web/src/i18n/format-message.ts';
import { formatNumber } from '../../web/src/i18n/format-number.ts';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { addPasskeyDevice, CONSOLE_FETCH, enrollWithPasskey, watchConsole } from './admin-session.ts';
import { axeProblems } from './axe-problems.ts';
import { pdfWithTitle } from './pdf-fixture.ts';
import { horizontalOverflow } from './support.ts';

/**
 * The content console against a real server, signed in with Chromium's virtual authenticator: a person
 * who edits and publishes opens a news article, sees both languages side by side as the API holds them,
 * changes the English, saves a draft, publishes it (the public API answers the new title), compares the
 * two versions and restores the first. A field the schema refuses is marked; a new record is made from
 * the collection's schema. What the page shows is compared with what the API answers.
 */
test.describe.configure({ mode: 'serial' });

const s = EDITOR_STRINGS.zh;
const t = STRINGS.zh;

let server: AdminServer;
let page: Page;
let errors: string[];

const api = async <T>(path: string, lang = 'zh'): Promise<T> => {
  const res = await page.request.get(`${server.origin}${path}`, { headers: { ...CONSOLE_FETCH, lang } });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
};
type MediaPage = { list: MediaListItem[]; total: number };
const recordPath = (id: string) => withParams(ADMIN_PATHS.contentRecord, { collection: 'news', id });

test.beforeAll(async ({ browser }, info) => {
  server = await startAdminServer(info, { ports: { desktop: 7, mobile: 8 } });
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  page = await context.newPage();
  errors = watchConsole(page);
  await addPasskeyDevice(page);
  await enrollWithPasskey(page, server.firstAdminAddress, '陈发布', `publisher-${info.project.name}@muyuan.example`);
  // The first admin holds the editor's and the publisher's roles already (every role but compliance); it
  // keeps those and admin, as a web team's publisher would (enrollment was the fresh check).
  const me = await api<Me>(ADMIN_PATHS.me);
  const res = await page.request.put(`${server.origin}${withId(ADMIN_PATHS.accountRoles, me.id)}`, {
    headers: { ...CONSOLE_FETCH, origin: server.origin, lang: 'zh' },
    data: { roles: ['admin', 'editor', 'publisher'] },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('me-name')).toHaveText('陈发布');
});
test.afterAll(async () => {
  await page?.context().close();
  await server?.stop();
});

test('the collections and a collection’s records are those the API lists', async () => {
  await page.getByRole('navigation', { name: t.navLabel }).getByRole('link', { name: t.navContent }).click();
  const collections = (await api<{ list: { collection: string; records: number }[] }>(ADMIN_PATHS.contentCollections))
    .list;
  const news = collections.find((c) => c.collection === 'news');
  expect(news?.records).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: '新闻', exact: true })).toBeVisible();
  await page.getByRole('link', { name: '新闻', exact: true }).click();
  const first = await api<{ list: RecordSummary[]; total: number }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'news' })}?page=1&pageSize=50`,
  );
  for (const record of first.list.slice(0, 5))
    await expect(page.getByRole('link', { name: record.title.zh ?? record.id }).first()).toBeVisible();
});

test('an article in both languages: edit the English, save a draft, publish, compare, restore', async () => {
  const list = await api<{ list: RecordSummary[] }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'news' })}?english=current&pageSize=1`,
  );
  const id = list.list[0]?.id as string;
  const before = await api<RecordDetail>(recordPath(id));
  const zh = before.json?.zh as Record<string, string>;
  const en = before.json?.en as Record<string, string>;
  await page.goto(`${server.origin}/admin/#/content/news/${id}`);
  await expect(page.getByTestId('record-title')).toHaveText(zh.title as string);

  // Side by side: each language's title as the API holds it.
  const zhTitle = page.getByLabel(`标题${s.inChinese}`, { exact: true });
  const enTitle = page.getByLabel(`标题${s.inEnglish}`, { exact: true });
  await expect(zhTitle).toHaveValue(zh.title as string);
  await expect(enTitle).toHaveValue(en.title as string);
  await expect(page.getByLabel(`正文${s.inEnglish}`, { exact: true })).toHaveValue(en.body as string);
  expect(await horizontalOverflow(page), 'the editor fits its width').toBe(0);
  expect(await axeProblems(page), 'axe on the record editor').toEqual([]);

  // The live preview is the server's rendering of the Markdown, sanitized.
  const zhBody = page.getByLabel(`正文${s.inChinese}`, { exact: true });
  await zhBody.fill(`${zh.body}\n\n**预览加粗**\n\n<script>window.hacked = 1</script>`);
  const preview = page.getByTestId('field-zh_body-preview');
  await expect(preview.locator('strong', { hasText: '预览加粗' })).toBeVisible();
  await expect(preview.locator('script')).toHaveCount(0);
  await zhBody.fill(zh.body as string);

  const newTitle = `${en.title} (revised)`;
  await enTitle.fill(newTitle);
  await expect(page.getByTestId('editor-status')).toHaveText(s.unsaved);
  await page.getByRole('button', { name: s.saveDraft }).click();
  await expect(page.getByTestId('editor-status')).toContainText('草稿已于');
  const drafted = await api<RecordDetail>(recordPath(id));
  expect(drafted.draft?.json.en).toMatchObject({ title: newTitle });
  expect(drafted.version).toBe(before.version);

  // The saved draft as its page: the English article at the phone width shows the draft's title, the
  // Chinese one at the desktop width (drawn at the panel's width) the Chinese title, while the live page
  // still shows the published English.
  const pagePreview = page.getByTestId('preview-panel');
  await pagePreview.getByRole('radio', { name: s.english, exact: true }).check();
  await pagePreview.getByRole('radio', { name: s.previewPhone }).check();
  await pagePreview.getByRole('button', { name: s.showPreview }).click();
  // A preview builds a whole page server-side: under CI's load it took over the default 7 s once.
  await expect(page.getByTestId('preview-status')).toHaveText(
    formatMessage('zh', s.previewAddress, { address: `/en/detail/news/${id}` }),
    { timeout: 20_000 },
  );
  const frame = page.frameLocator('[data-testid="preview-frame"]');
  await expect(frame.locator('h1.article-title')).toHaveText(newTitle);
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('width', '390');
  await pagePreview.getByRole('radio', { name: s.chinese, exact: true }).check();
  await pagePreview.getByRole('radio', { name: s.previewDesktop }).check();
  await expect(page.getByTestId('preview-status')).toHaveText(
    formatMessage('zh', s.previewAddress, { address: `/detail/news/${id}` }),
  );
  await expect(frame.locator('h1.article-title')).toHaveText(
    drafted.draft?.json.zh ? String((drafted.draft.json.zh as Record<string, unknown>).title) : '',
  );
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('width', '1440');
  const [stage, framed] = await Promise.all([
    pagePreview.locator('.preview-stage').boundingBox(),
    page.getByTestId('preview-frame').boundingBox(),
  ]);
  expect(framed?.width, 'the desktop page is drawn at the panel width').toBeLessThanOrEqual((stage?.width ?? 0) + 1);
  expect(await horizontalOverflow(page), 'the preview fits the console').toBe(0);
  // The same draft with the app running on it, in English at the phone width: the app starts (it marks the
  // document), draws the phone's layout, shows the draft, and browsing within it asks the preview's API only.
  const asked: string[] = [];
  page.on('request', (r) => {
    const fromApp = r.frame() !== page.mainFrame() && !r.isNavigationRequest();
    if (fromApp && new URL(r.url()).pathname.includes('/api/')) asked.push(r.url());
  });
  await pagePreview.getByRole('radio', { name: s.english, exact: true }).check();
  await pagePreview.getByRole('radio', { name: s.previewPhone }).check();
  await pagePreview.getByRole('radio', { name: s.previewAsApp }).check();
  await expect(page.getByTestId('preview-frame')).toHaveAttribute(
    'src',
    new RegExp(`/preview-app/en\\?.*#/detail/news/${id}$`),
  );
  await expect(frame.locator(':root')).toHaveAttribute('data-app-ready', '');
  await expect(frame.locator('.site.is-mobile')).toHaveCount(1);
  await expect(frame.locator('h1.article-title')).toHaveText(newTitle);
  await frame.locator('body').evaluate(() => {
    location.hash = '#/enterpriseDynamics';
  });
  await expect(frame.locator('.news-list .news-row').first()).toBeVisible();
  expect(asked.some((url) => url.includes(`/preview-api/`) && url.includes(API_PATHS.newsList))).toBe(true);
  expect(asked.filter((url) => !url.includes('/preview-api/'))).toEqual([]);
  await pagePreview.getByRole('radio', { name: s.previewAsPage }).check();
  await pagePreview.getByRole('radio', { name: s.chinese, exact: true }).check();
  await pagePreview.getByRole('radio', { name: s.previewDesktop }).check();
  await expect(page.getByTestId('preview-frame')).toHaveAttribute('width', '1440');

  const live = await page.request.get(`${server.origin}/en/detail/news/${id}`);
  expect(await live.text()).not.toContain(newTitle);

  await page.getByRole('button', { name: s.publish, exact: true }).click();
  await expect(page.getByTestId('editor-status')).toHaveText(`已发布为版本 ${before.version + 1}`);
  const published = await api<RecordDetail>(recordPath(id));
  expect(published).toMatchObject({ version: before.version + 1, published: true, draft: null });
  await expect
    .poll(async () => (await api<{ title: string }>(`${API_PATHS.newsDetail}?id=${id}`, 'en')).title, {
      timeout: 2_000,
    })
    .toBe(newTitle);

  // The two versions compared field by field: only the English title changed.
  const versions = (
    await api<{ list: VersionSummary[] }>(withParams(ADMIN_PATHS.contentVersions, { collection: 'news', id }))
  ).list;
  expect(versions.map((v) => v.number)).toEqual([before.version + 1, before.version]);
  const panel = page.getByTestId('versions-panel');
  await expect(panel).toBeVisible();
  const diff = panel.getByTestId('diff-table');
  await expect(diff).toBeVisible();
  await expect(diff.getByText(newTitle)).toBeVisible();
  await expect(diff.getByText(en.title as string, { exact: true })).toBeVisible();

  // Restoring the first version is a new version with the first one's English title.
  await panel
    .getByRole('button', { name: new RegExp(`版本 ${before.version}`) })
    .first()
    .click();
  await panel
    .getByRole('button', { name: /确认|恢复/ })
    .last()
    .click();
  await expect.poll(async () => (await api<RecordDetail>(recordPath(id))).version).toBe(before.version + 2);
  const restored = await api<RecordDetail>(recordPath(id));
  expect(restored.json?.en).toMatchObject({ title: en.title });
  await expect(enTitle).toHaveValue(en.title as string);
  expect(errors).toEqual([]);
});

test('a field the schema refuses is marked in the form, and nothing is saved', async () => {
  const list = await api<{ list: RecordSummary[] }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'news' })}?pageSize=2`,
  );
  const id = list.list[1]?.id as string;
  const before = await api<RecordDetail>(recordPath(id));
  await page.goto(`${server.origin}/admin/#/content/news/${id}`);
  const zhTitle = page.getByLabel(`标题${s.inChinese}`, { exact: true });
  await expect(zhTitle).toHaveValue(String((before.json?.zh as Record<string, unknown> | undefined)?.title));
  await zhTitle.fill('');
  await page.getByRole('button', { name: s.saveDraft }).click();
  await expect(page.getByRole('alert').filter({ hasText: s.fieldErrors })).toContainText('zh.title');
  await expect(zhTitle).toHaveAttribute('aria-invalid', 'true');
  expect((await api<RecordDetail>(recordPath(id))).draft).toBeNull();
});

test('a new record from the collection’s schema: saved as a draft, then published', async () => {
  const described = await api<CollectionSchema>(withParams(ADMIN_PATHS.contentSchema, { collection: 'news' }));
  expect(described.idField).toBe('id');
  await page.goto(`${server.origin}/admin/#/content/news`);
  await page.getByRole('link', { name: '新建内容', exact: true }).click();
  await expect(page.getByTestId('record-title')).toHaveText(s.recordNew);
  const id = `e2e-${test.info().project.name}-${Date.now()}`;
  await page.getByLabel('编号', { exact: true }).fill(id);
  await page.getByLabel('分类', { exact: true }).selectOption('company');
  await page.getByLabel('日期', { exact: true }).fill('2026-11-20');
  await page.getByLabel(`标题${s.inChinese}`, { exact: true }).fill('牧原新闻测试');
  await page.getByLabel(`摘要${s.inChinese}`, { exact: true }).fill('一条由管理后台新建的新闻。');
  await page.getByLabel(`正文${s.inChinese}`, { exact: true }).fill('第一段。\n\n第二段。');
  await page.getByRole('button', { name: s.saveDraft }).click();
  await expect(page).toHaveURL(new RegExp(`#/content/news/${id}$`));
  const draft = await api<RecordDetail>(recordPath(id));
  expect(draft).toMatchObject({ version: 0, published: false });
  expect(draft.draft?.json).not.toHaveProperty('en');
  expect(draft.draft?.json).toMatchObject({
    id,
    category: 'company',
    date: '2026-11-20',
    zh: { title: '牧原新闻测试' },
  });
  await expect(page.getByText(s.noEnglish)).toBeVisible();
  await page.getByRole('button', { name: s.publish, exact: true }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('已发布为版本 1');
  await expect
    .poll(async () => (await api<{ title: string }>(`${API_PATHS.newsDetail}?id=${id}`)).title, { timeout: 2_000 })
    .toBe('牧原新闻测试');
});

test('a draft scheduled for a minute in Beijing time: listed on the content home, then cancelled', async () => {
  const list = await api<{ list: RecordSummary[] }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'news' })}?pageSize=4`,
  );
  const id = list.list[3]?.id as string;
  await page.goto(`${server.origin}/admin/#/content/news/${id}`);
  const enTitle = page.getByLabel(`标题${s.inEnglish}`, { exact: true });
  await enTitle.fill(`${await enTitle.inputValue()} (scheduled)`);
  await page.getByRole('button', { name: s.saveDraft }).click();
  await expect(page.getByTestId('editor-status')).toContainText('草稿已于');

  // Tomorrow at 09:30 in Beijing, whatever the browser's zone: 01:30 UTC.
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const review = page.getByRole('region', { name: s.draftsTitle });
  await review.getByLabel(s.scheduleDate).fill(tomorrow);
  await review.getByLabel(s.scheduleTime).fill('09:30');
  await review.getByRole('button', { name: s.schedule }).click();
  await expect(review.getByTestId('pending-schedule')).toContainText(`${tomorrow} 09:30`);
  const schedules = (await api<{ list: Schedule[] }>(ADMIN_PATHS.contentSchedules)).list;
  expect(schedules.find((x) => x.recordId === id && x.state === 'pending')?.at).toBe(`${tomorrow}T01:30:00.000Z`);

  await page.goto(`${server.origin}/admin/#/content`);
  const item = page.getByTestId(`schedule-news-${id}`);
  await expect(item).toContainText(`${tomorrow} 09:30`);
  await expect(item).toContainText(s.schedule_pending);
  await item.getByRole('link').click();
  await page.getByRole('region', { name: s.draftsTitle }).getByRole('button', { name: s.cancelSchedule }).click();
  await expect(page.getByTestId('drafts-status')).toHaveText(s.scheduleCancelled);
  expect(
    (await api<{ list: Schedule[] }>(ADMIN_PATHS.contentSchedules)).list.find((x) => x.recordId === id),
  ).toMatchObject({
    state: 'cancelled',
  });
});

test('the announcement path: upload a PDF, its title and page count read from it, publish: listed publicly', async () => {
  await page.goto(`${server.origin}/admin/#/content/notices`);
  await page.getByRole('link', { name: '新建内容', exact: true }).click();
  await expect(page.getByTestId('record-title')).toHaveText(s.recordNew);
  const id = `notice-e2e-${test.info().project.name}-${Date.now()}`;
  const title = '2026年第三季度报告（测试）';
  await page.getByLabel('编号', { exact: true }).fill(id);
  await page.getByLabel('日期', { exact: true }).fill('2026-10-28');
  // The kind is chosen among the notice types the API holds, named as it names them.
  const kinds = await api<{ list: RecordSummary[] }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'noticeTypes' })}?pageSize=200`,
  );
  const kindField = page.getByLabel('类型', { exact: true });
  await expect(kindField.locator('option')).toHaveText([s.none, ...kinds.list.map((k) => k.title.zh ?? k.id)]);
  await kindField.selectOption('periodic');
  await page.getByTestId('field-file-file').setInputFiles({
    name: '2026-q3-report.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithTitle(title, 3),
  });
  // The file's address is the store's; the Chinese title comes from the PDF, its page count is said.
  await expect(page.getByLabel('文件', { exact: true })).toHaveValue(/^\/media\/u\/[0-9a-f]{64}\.pdf$/);
  await expect(page.getByText('已上传：2026-q3-report.pdf（共 3 页）')).toBeVisible();
  await expect(page.getByLabel(`标题${s.inChinese}`, { exact: true })).toHaveValue(title);
  await expect(page.getByTestId('editor-status')).toHaveText(`标题取自 PDF 文件：${title}`);
  const file = await page.getByLabel('文件', { exact: true }).inputValue();

  const lastmodOf = async () => {
    const sitemap = await (await page.request.get(`${server.origin}/sitemap.xml`)).text();
    return new RegExp(`<loc>${server.origin}/announcement</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1] ?? '';
  };
  const lastmodBefore = await lastmodOf();
  await page.getByRole('button', { name: s.publish, exact: true }).click();
  await expect(page.getByTestId('editor-status')).toHaveText('已发布为版本 1');
  await expect
    .poll(
      async () =>
        (await api<{ list: { title: string; fileUrl?: string }[] }>(`${API_PATHS.noticeList}?pageSize=50`)).list.find(
          (n) => n.title === title,
        ),
      { timeout: 2_000 },
    )
    .toBeTruthy();
  // On /announcement as a visitor sees it, in the announcements' feed, in search, and the page's date in the
  // sitemap moved to the publish.
  const visitor = await page.context().newPage();
  await visitor.goto(`${server.origin}/announcement`);
  await expect(visitor.getByText(title).first()).toBeVisible();
  await visitor.close();
  expect(await (await page.request.get(`${server.origin}${FEED_PATHS.announcements}`)).text()).toContain(title);
  const hits = await api<{ list: { kind: string; title: string }[] }>(
    `${API_PATHS.searchKey}?keyword=${encodeURIComponent('2026年第三季度报告')}`,
  );
  expect(hits.list.some((hit) => hit.kind === 'notice' && hit.title === title)).toBe(true);
  expect(Date.parse(await lastmodOf())).toBeGreaterThan(Date.parse(lastmodBefore));
  // The stored PDF is served at its address, byte for byte what was uploaded.
  const served = await page.request.get(`${server.origin}${file}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await served.body()).equals(pdfWithTitle(title, 3))).toBe(true);
});

test('page copy: a heading of the introduction changed in the console shows on its path page, its hash page and its page fragment, without a rebuild', async () => {
  type Copy = { title: string; blocks: { type: string; heading?: string }[] };
  const pagePath = withParams(ADMIN_PATHS.contentRecord, { collection: 'pages', id: 'introduction' });
  const before = await api<RecordDetail>(pagePath);
  const zh = before.json?.zh as Copy;
  const at = zh.blocks.findIndex((b) => b.type !== 'slot' && typeof b.heading === 'string');
  const block = zh.blocks[at] as { type: string; heading: string };
  // The public API serves the page's copy as the console holds it.
  const served = await api<Copy>(`${API_PATHS.pageCopy}?id=introduction`);
  expect(served.blocks[at]?.heading).toBe(block.heading);

  await page.goto(`${server.origin}/admin/#/content/pages/introduction`);
  await expect(page.getByTestId('record-title')).toHaveText(zh.title);
  // Each block is of a kind chosen among the kinds a page knows, then that kind's fields.
  await expect(page.locator(`#field-zh_blocks_${at}__type`)).toHaveValue(block.type);
  const heading = page.locator(`#field-zh_blocks_${at}__heading`);
  await expect(heading).toHaveValue(block.heading);
  const changed = `${block.heading}（新版）`;
  await heading.fill(changed);
  await page.getByRole('button', { name: s.publish, exact: true }).click();
  await expect(page.getByTestId('editor-status')).toHaveText(
    formatMessage('zh', s.publishedAs, { n: before.version + 1 }),
  );

  // No rebuild: the prerendered path page, the page fragment and the app at the hash address show it.
  const pathPage = await page.request.get(`${server.origin}/introduction`);
  expect(await pathPage.text()).toContain(changed);
  const fragment = await page.request.get(`${server.origin}/page-fragment/introduction`, {
    headers: { accept: 'application/json' },
  });
  expect(fragment.status()).toBe(200);
  expect(await fragment.text()).toContain(changed);
  const visitor = await page.context().newPage();
  await visitor.goto(`${server.origin}/#/introduction`);
  await expect(visitor.getByText(changed, { exact: true })).toBeVisible();
  await visitor.close();
  expect((await api<Copy>(`${API_PATHS.pageCopy}?id=introduction`)).blocks[at]?.heading).toBe(changed);
});

test('site settings: the company’s name changed in the console shows in the footer of a path page and of the app, without a rebuild', async () => {
  const before = await api<RecordDetail>(withParams(ADMIN_PATHS.contentRecord, { collection: 'site', id: 'site' }));
  const site = before.json as unknown as SiteFile;
  // The public API serves the settings as the console holds them.
  expect((await api<SiteFile>(API_PATHS.siteSettings)).companyName).toEqual(site.companyName);

  await page.goto(`${server.origin}/admin/#/content/site/site`);
  const name = page.locator('#field-companyName_zh');
  await expect(name).toHaveValue(site.companyName.zh);
  const changed = `${site.companyName.zh}（更名）`;
  await name.fill(changed);
  await page.getByRole('button', { name: s.publish, exact: true }).click();
  await expect(page.getByTestId('editor-status')).toHaveText(
    formatMessage('zh', s.publishedAs, { n: before.version + 1 }),
  );
  expect((await api<SiteFile>(API_PATHS.siteSettings)).companyName.zh).toBe(changed);

  // No rebuild: the prerendered path page and the app at a hash address carry the new name.
  const pathPage = await page.request.get(`${server.origin}/introduction`);
  // (React writes a comment between the sign and the name it joins.)
  expect(await pathPage.text()).toMatch(new RegExp(`© (<!-- -->)?${changed}</span>`));
  const visitor = await page.context().newPage();
  await visitor.goto(`${server.origin}/#/culture`);
  await expect(visitor.locator('.footer-bottom')).toContainText(`© ${changed}`);
  await expect(visitor.locator('.site-header .site-logo img').first()).toHaveAttribute('alt', changed);
  await visitor.close();
});

test('the media library lists what the API lists, uploads a file, and deletes only what nothing uses', async () => {
  const m = MEDIA_STRINGS.zh;
  await page.goto(`${server.origin}/admin/#/`);
  await page.getByRole('navigation', { name: t.navLabel }).getByRole('link', { name: t.navMedia }).click();
  await expect(page.getByRole('heading', { name: m.title, level: 1 })).toBeVisible();
  const listed = await api<MediaPage>(`${ADMIN_PATHS.media}?pageNum=1&pageSize=50`);
  await expect(page.getByTestId('media-count')).toHaveText(formatMessage('zh', m.count, { count: listed.total }));
  // The announcement's PDF (the test before) is in use: its row names the record and offers no delete.
  const used = listed.list.filter((f) => f.usedBy.length > 0);
  expect(used.length).toBeGreaterThan(0);
  for (const file of listed.list) {
    const row = page.getByTestId(`media-${file.sha256}`);
    await expect(row).toContainText(file.name);
    await expect(row.getByRole('button', { name: m.delete })).toHaveCount(file.usedBy.length > 0 ? 0 : 1);
    for (const use of file.usedBy) await expect(row.getByRole('link', { name: new RegExp(use.id) })).toBeVisible();
  }
  expect(await horizontalOverflow(page), 'the library fits its width').toBe(0);
  expect(await axeProblems(page), 'axe on the media library').toEqual([]);

  // A new file: uploaded, listed first with its page count, then deleted after the confirmation.
  const name = `e2e-${test.info().project.name}-library.pdf`;
  await page.getByTestId('media-file').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdfWithTitle(`媒体库测试 ${test.info().project.name}`, 2),
  });
  await expect(page.getByTestId('media-status')).toHaveText(formatMessage('zh', m.uploadedPdf, { name, count: 2 }));
  const after = await api<MediaPage>(`${ADMIN_PATHS.media}?pageNum=1&pageSize=50`);
  const added = after.list[0] as MediaListItem;
  expect([added.name, added.usedBy, after.total]).toEqual([name, [], listed.total + 1]);
  await expect(page.getByTestId(`media-${added.sha256}`)).toContainText(formatMessage('zh', m.pages, { count: 2 }));

  // A record's media field takes a library file from its picker.
  await page.goto(`${server.origin}/admin/#/content/notices/~new`);
  await page.getByRole('button', { name: `${s.chooseMedia} · 文件` }).click();
  await page.getByRole('button', { name: formatMessage('zh', m.pick, { name }) }).click();
  await expect(page.getByLabel('文件', { exact: true })).toHaveValue(added.path);
  await expect(page.getByRole('group', { name: new RegExp(m.pickerTitle) })).toHaveCount(0);

  await page.goto(`${server.origin}/admin/#/media`);
  const row = page.getByTestId(`media-${added.sha256}`);
  await row.getByRole('button', { name: m.delete }).click();
  await row.getByRole('button', { name: m.deleteYes }).click();
  await expect(page.getByTestId('media-status')).toHaveText(formatMessage('zh', m.deleted, { name }));
  await expect(row).toHaveCount(0);
  expect((await api<MediaPage>(`${ADMIN_PATHS.media}?pageNum=1&pageSize=50`)).total).toBe(listed.total);
  expect(errors).toEqual([]);
});

test('a photograph uploaded as an article’s cover is offered in renditions: the browser loads an AVIF of the width it shows', async () => {
  // A 1600 × 900 JPEG drawn by the browser itself (a gradient with stripes).
  const jpeg = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 900;
      const g = canvas.getContext('2d') as CanvasRenderingContext2D;
      const fill = g.createLinearGradient(0, 0, 1600, 900);
      fill.addColorStop(0, '#2f7d32');
      fill.addColorStop(1, '#c8e6c9');
      g.fillStyle = fill;
      g.fillRect(0, 0, 1600, 900);
      g.fillStyle = '#1b5e20';
      for (let x = 0; x < 1600; x += 40) g.fillRect(x, 0, 12, 900);
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] as string;
    }),
    'base64',
  );
  const uploaded = await page.request.post(`${server.origin}${ADMIN_PATHS.media}`, {
    headers: { ...CONSOLE_FETCH, origin: server.origin, lang: 'zh' },
    multipart: { file: { name: `cover-${test.info().project.name}.jpg`, mimeType: 'image/jpeg', buffer: jpeg } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const cover = ((await uploaded.json()).data as MediaListItem).path;

  const list = await api<{ list: RecordSummary[] }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'news' })}?english=current&pageSize=1`,
  );
  const id = list.list[0]?.id as string;
  const before = await api<RecordDetail>(recordPath(id));
  const published = await page.request.post(
    `${server.origin}${withParams(ADMIN_PATHS.contentPublish, { collection: 'news', id })}`,
    {
      headers: { ...CONSOLE_FETCH, origin: server.origin, lang: 'zh' },
      data: { json: { ...before.json, cover }, baseVersion: before.version },
    },
  );
  expect(published.status(), await published.text()).toBe(200);

  const visitor = await page.context().newPage();
  const avif: string[] = [];
  visitor.on('response', (r) => {
    if (r.url().endsWith('.avif') && r.headers()['content-type'] === 'image/avif') avif.push(r.url());
  });
  await visitor.goto(`${server.origin}/detail/news/${encodeURIComponent(id)}`);
  const image = visitor.locator('figure.detail-cover img');
  await expect(image).toHaveAttribute('src', cover);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const shown = await image.evaluate(async (img: HTMLImageElement) => {
    // The file's own width (an image of a srcset reports its width divided by the density it was chosen at).
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return {
      src: img.currentSrc,
      natural: file.naturalWidth,
      css: img.getBoundingClientRect().width * devicePixelRatio,
    };
  });
  // An AVIF rendition, at least as wide as the picture's place on this screen (or the picture's own width).
  const match = /-(\d+)\.avif$/.exec(shown.src);
  expect(match, shown.src).not.toBeNull();
  expect(shown.src.startsWith(`${server.origin}${cover.replace(/\.jpg$/, '')}-`)).toBe(true);
  expect(avif).toContain(shown.src);
  expect(shown.natural).toBe(Math.min(Number(match?.[1]), 1600));
  expect(shown.natural).toBeGreaterThanOrEqual(Math.min(Math.floor(shown.css), 1600));
  await visitor.close();
});

test('the price history lists what the API holds, imports a CSV for the public chart, and refuses a bad one by its lines', async () => {
  const p = PRICES_STRINGS.zh;
  const info = test.info();
  await page.goto(`${server.origin}/admin/#/`);
  await page.getByRole('navigation', { name: t.navLabel }).getByRole('link', { name: t.navPrices }).click();
  await expect(page.getByRole('heading', { name: p.title, level: 1 })).toBeVisible();
  const before = (await api<PriceSecurities>(ADMIN_PATHS.priceHistory)).securities;
  expect(before.length).toBeGreaterThan(1);
  for (const security of before) {
    const row = page.getByTestId(`prices-${security.code}`);
    await expect(row).toContainText(security.name);
    if (security.first && security.last)
      await expect(row).toContainText(formatMessage('zh', p.range, { first: security.first, last: security.last }));
    if (security.sampleBars > 0)
      await expect(row).toContainText(
        formatMessage('zh', p.sampleBars, { count: security.sampleBars, days: formatNumber(security.sampleBars) }),
      );
  }
  expect(await horizontalOverflow(page), 'the price history fits its width').toBe(0);
  expect(await axeProblems(page), 'axe on the price history').toEqual([]);

  // The bond's history: three real days after its sample data, one day a project, imported from a GBK-free CSV.
  const bond = before.find((b) => b.kind === 'convertibleBond') as PriceSecurity;
  const day = info.project.name === 'desktop' ? '2026-03-02' : '2026-03-03';
  const file = `${bond.code}-${info.project.name}.csv`;
  await page.getByTestId(`prices-file-${bond.code}`).setInputFiles({
    name: file,
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,open,high,low,close,volume,amount\n${day},120.10,121.50,119.80,121.02,480000,58000000\n`),
  });
  await expect(page.getByTestId('prices-status')).toContainText(
    formatMessage('zh', p.imported, { name: bond.name, count: 1, days: formatNumber(1), first: day, last: day }),
  );
  const history = await api<PriceHistory>(`${API_PATHS.priceHistory}?code=${bond.code}&from=${day}&to=${day}`);
  expect(history.bars).toEqual([
    { date: day, open: 120.1, high: 121.5, low: 119.8, close: 121.02, volume: 480000, amount: 58000000 },
  ]);
  const after = (await api<PriceSecurities>(ADMIN_PATHS.priceHistory)).securities.find((b) => b.code === bond.code);
  expect(after?.lastImport?.fileName).toBe(file);
  await expect(page.getByTestId(`prices-${bond.code}`)).toContainText(file);
  await page.screenshot({ path: info.outputPath(`prices-zh-${info.project.name}.png`), fullPage: true });

  // A bad file in English: refused whole, each problem under its line, and nothing of it stored.
  await page.getByRole('button', { name: t.switchLanguageLabel }).click();
  const en = PRICES_STRINGS.en;
  await page.getByTestId(`prices-file-${bond.code}`).setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'date,open,high,low,close,volume,amount\n2026-03-04,120,119,121,120,1,1\n2026-13-05,1,1,1,1,1,1\n',
    ),
  });
  const problems = page.getByTestId('prices-problems');
  await expect(
    problems.getByRole('heading', { name: formatMessage('en', en.problemsTitle, { file: 'broken.csv' }) }),
  ).toBeVisible();
  await expect(
    problems.getByRole('listitem').filter({ hasText: formatMessage('en', en.problemLine, { line: 2 }) }),
  ).not.toHaveCount(0);
  await expect(
    problems.getByRole('listitem').filter({ hasText: formatMessage('en', en.problemLine, { line: 3 }) }),
  ).not.toHaveCount(0);
  await expect(page.getByRole('alert')).toContainText('not imported');
  const still = (await api<PriceSecurities>(ADMIN_PATHS.priceHistory)).securities.find((b) => b.code === bond.code);
  expect([still?.realBars, still?.last, still?.lastImport?.fileName]).toEqual([after?.realBars, after?.last, file]);
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await axeProblems(page), 'axe on the refused import').toEqual([]);
  await page.screenshot({ path: info.outputPath(`prices-en-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: STRINGS.en.switchLanguageLabel }).click();
  expect(errors).toEqual([]);
});

test('in English the editor names its fields in English and fits a phone', async () => {
  const info = test.info();
  await page.goto(`${server.origin}/admin/#/content/news`);
  await page.getByRole('button', { name: t.switchLanguageLabel }).click();
  const en = EDITOR_STRINGS.en;
  const list = await api<{ list: RecordSummary[] }>(
    `${withParams(ADMIN_PATHS.contentRecords, { collection: 'news' })}?english=current&pageSize=3`,
  );
  const id = list.list[2]?.id as string;
  await page.goto(`${server.origin}/admin/#/content/news/${id}`);
  await expect(page.getByLabel(`Title${en.inEnglish}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en.saveDraft })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await axeProblems(page), 'axe on the English editor').toEqual([]);
  await page.screenshot({ path: info.outputPath(`editor-en-${info.project.name}.png`), fullPage: true });
  await page.getByRole('button', { name: STRINGS.en.switchLanguageLabel }).click();
  expect(errors).toEqual([]);
});
