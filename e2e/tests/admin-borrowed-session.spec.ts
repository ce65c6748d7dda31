import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { expect, type Page, type Request, type Response, test } from '@playwright/test';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { addPasskeyDevice, CONSOLE_FETCH, enrollWithPasskey, watchConsole } from './admin-session.ts';

/**
 * Nothing a page of the site holds can make a staff browser call the back office with its session (issue
 * 38, point 3), in real Chromium: a signed-in admin opens a public page of the same server into which a
 * picture, a frame and a form aimed at the admin API are put (the page's own DOM, as a published article
 * would have had them before the Markdown rule dropped them). Chromium sends each with the session cookie
 * and says what it is (`Sec-Fetch-Dest`); the server refuses each with 403; the console's own fetch is
 * still answered. And a hash address that climbs out of the page fragments (`/#/../api/admin/...`) makes
 * the page's script ask the back office for nothing.
 */
test.describe.configure({ mode: 'serial' });

let server: AdminServer;

test.beforeAll(async ({ browserName: _ }, info) => {
  // Ports E2E_PORT+21 and +22: the other console specs have +1 to +14.
  server = await startAdminServer(info, { ports: { desktop: 21, mobile: 22 } });
});
test.afterAll(async () => server?.stop());

/** Every admin API request the page sends, and the answers it gets. */
function watchAdminApi(page: Page) {
  const requests: Request[] = [];
  const responses: Response[] = [];
  const isAdminApi = (url: string) => new URL(url).pathname.startsWith('/api/admin/');
  page.on('request', (r) => {
    if (isAdminApi(r.url())) requests.push(r);
  });
  page.on('response', (r) => {
    if (isAdminApi(r.url())) responses.push(r);
  });
  return { requests, responses };
}

test('a picture, a frame, a form or a hash address of a public page gets nothing of the back office with the session; the console still works', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await addPasskeyDevice(page);
  await enrollWithPasskey(page, server.firstAdminAddress, '李管理', `admin-${test.info().project.name}@muyuan.example`);
  const cookies = await page.context().cookies(server.origin);
  expect(cookies.map((c) => c.name)).toContain('muyuan-admin');

  // The public home page of the same server, with what an article could once have put in it.
  const watched = watchAdminApi(page);
  await page.goto(`${server.origin}/`);
  await expect(page.locator('#root')).not.toBeEmpty();
  const accounts = `${server.origin}${ADMIN_PATHS.accounts}`;
  const answered = (type: string) =>
    page.waitForResponse((r) => r.url() === accounts && r.request().resourceType() === type);
  const picture = answered('image');
  const frame = answered('document');
  await page.evaluate((address) => {
    const img = document.createElement('img');
    img.src = address;
    img.alt = '';
    document.body.append(img);
    const iframe = document.createElement('iframe');
    iframe.src = address;
    document.body.append(iframe);
  }, ADMIN_PATHS.accounts);
  for (const [response, dest] of [
    [await picture, 'image'],
    [await frame, 'iframe'],
  ] as const) {
    // Chromium sent the session cookie and said what the request is for; the server read it and refused.
    const sent = await response.request().allHeaders();
    expect(sent.cookie).toContain('muyuan-admin=');
    expect([sent['sec-fetch-site'], sent['sec-fetch-dest']]).toEqual(['same-origin', dest]);
    expect([response.status(), response.headers()['x-error-code']]).toEqual([403, 'not_console_fetch']);
  }

  // A form posted from the page (same origin, so it carries the site's Origin): it would have signed the admin out.
  const signOut = `${server.origin}${ADMIN_PATHS.signOut}`;
  const posted = page.waitForResponse((r) => r.url() === signOut);
  await page.evaluate((address) => {
    const form = document.createElement('form');
    form.method = 'post';
    form.action = address;
    form.target = 'sink';
    const sink = document.createElement('iframe');
    sink.name = 'sink';
    document.body.append(sink, form);
    form.submit();
  }, ADMIN_PATHS.signOut);
  const post = await posted;
  const postSent = await post.request().allHeaders();
  expect([postSent['sec-fetch-dest'], postSent['sec-fetch-mode'], postSent.origin]).toEqual([
    'iframe',
    'navigate',
    server.origin,
  ]);
  expect([post.status(), post.headers()['x-error-code']]).toEqual([403, 'not_console_fetch']);

  // Nothing of the back office answered the public page.
  expect(watched.responses.length).toBe(3);
  expect(watched.responses.map((r) => r.status())).toEqual([403, 403, 403]);

  // The console, in the same browser, is still signed in and answered: its fetch says it is one.
  const consoleCalls = watchAdminApi(page);
  await page.goto(`${server.origin}/admin/`);
  await expect(page.getByTestId('me-name')).toHaveText('李管理');
  await page.getByRole('link', { name: '账户与角色' }).click();
  await expect(page.locator('tbody tr[data-testid^="account-"]')).toHaveCount(1);
  const accountsAnswer = consoleCalls.responses.find((r) => r.url() === accounts);
  expect(accountsAnswer?.status()).toBe(200);
  for (const response of consoleCalls.responses) {
    const sent = await response.request().allHeaders();
    expect([
      response.url(),
      sent['sec-fetch-dest'],
      sent['sec-fetch-mode'],
      response.headers()['x-error-code'],
    ]).toEqual([response.url(), CONSOLE_FETCH['sec-fetch-dest'], CONSOLE_FETCH['sec-fetch-mode'], undefined]);
  }

  // A hash address whose route climbs out of the page fragments: the page's first script would have fetched
  // the back office with the session (a fetch, like the console's), from a link anyone can send.
  await page.goto('about:blank');
  const climbing = watchAdminApi(page);
  for (const address of [
    '/#/../api/admin/v1/accounts',
    '/#/%2e%2e/api/admin/v1/accounts',
    '/en/#/../../api/admin/v1/accounts',
    '/#/..\\api/admin/v1/accounts',
  ]) {
    await page.goto(`${server.origin}${address}`);
    await page.waitForLoadState('load');
  }
  // The app starts after the first paint, at the latest after 3 s: time for it to ask for anything too.
  await page.waitForTimeout(3500);
  expect(climbing.requests.map((r) => r.url())).toEqual([]);
  // (The refusals put in frames are not shown in them either: the API's answers may not be framed.)
  expect(errors.filter((e) => !/^Framing .* "frame-ancestors 'none'"/.test(e))).toEqual([]);
});
