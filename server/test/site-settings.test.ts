import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { SiteFile } from '@muyuan/contract/site';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { call } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { getData } from './helpers/requests.ts';
import { staffedApp } from './helpers/staffed-app.ts';
import { CONTENT_DIR } from './helpers/test-app.ts';

const seedSite = parse(readFileSync(resolve(CONTENT_DIR, 'site.yaml'), 'utf8')) as SiteFile;
const sitePath = withParams(ADMIN_PATHS.contentRecord, { collection: 'site', id: 'site' });

/**
 * The site settings (names, logo, footer records, links, contacts) are served by the API from the
 * database, so a publish in the console reaches every page's header and footer without a rebuild.
 */
describe.each(databases())('the site settings come from the database (%s)', (dialect) => {
  const {
    t,
    staff: { publisher },
  } = staffedApp(dialect, { publisher: ['publisher'] });

  it('answers the seed’s settings in either language, and a published change at once', async () => {
    expect(await getData<SiteFile>(t.app, API_PATHS.siteSettings, 'zh')).toEqual(seedSite);
    expect(await getData<SiteFile>(t.app, API_PATHS.siteSettings, 'en')).toEqual(seedSite);

    const record = await call(t.app, 'GET', sitePath, { cookie: publisher.cookie });
    expect(record.statusCode, record.body).toBe(200);
    const { json, version } = record.json().data as { json: SiteFile; version: number };
    const shortName = { zh: `${json.shortName.zh}集团`, en: `${json.shortName.en} Group` };
    const published = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'site', id: 'site' }),
      { cookie: publisher.cookie },
      { json: { ...json, shortName }, baseVersion: version },
    );
    expect(published.statusCode, published.body).toBe(200);
    await t.app.contentState.refresh();
    expect((await getData<SiteFile>(t.app, API_PATHS.siteSettings, 'en')).shortName).toEqual(shortName);
    expect((await getData<SiteFile>(t.app, API_PATHS.siteSettings, 'zh')).companyName).toEqual(seedSite.companyName);
  });
});
