import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';
import type { Banner } from '@muyuan/contract/shapes';
import type { SiteFile } from '@muyuan/contract/site';
import { readContentMeta } from '../../content-model/content-meta.ts';
import { LINK_BY_PAGE_ID } from '../../content-model/page-files.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findPageCopy, listBanners } from './repository.ts';

export async function banners(db: Db, lang: Lang, module: string | null): Promise<Banner[]> {
  const rows = await listBanners(db, lang, module);
  return rows.map((r) => ({
    id: r.id,
    picInfo: r.pic_info,
    title: r.title,
    subtitle: r.subtitle,
    linkUrl: r.link_url,
    videoInfo: r.video_info,
    videoDescription: r.video_description,
  }));
}

/** A page's copy in `lang`; null for a page of the site without copy in that language, 404 for no page of the site. */
export async function pageCopy(db: Db, lang: Lang, id: string): Promise<PageCopy | null> {
  const row = await findPageCopy(db, lang, id);
  if (row) return JSON.parse(row.copy_json) as PageCopy;
  if (LINK_BY_PAGE_ID.has(id)) return null;
  throw notFound();
}

/** The published site settings; 404 before the first import (there is no site yet). */
export async function siteSettings(db: Db): Promise<SiteFile> {
  const json = await readContentMeta(db, 'site');
  if (!json) throw notFound();
  return JSON.parse(json) as SiteFile;
}
