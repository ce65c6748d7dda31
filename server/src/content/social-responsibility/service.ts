import type { Lang } from '@muyuan/contract/lang';
import type { PublicWelfareItem, ResponsibilityReport } from '@muyuan/contract/social-responsibility';
import type { Db } from '../../db/database.ts';
import { listPublicWelfare, listReports } from './repository.ts';

export async function reports(db: Db, lang: Lang): Promise<ResponsibilityReport[]> {
  const rows = await listReports(db, lang);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    year: r.year,
    cover: r.cover,
    file: { url: r.file_url, size: r.file_size },
  }));
}

export async function publicWelfareItems(db: Db, lang: Lang): Promise<PublicWelfareItem[]> {
  const rows = await listPublicWelfare(db, lang);
  return rows.map((r) => ({ id: r.id, title: r.title, summary: r.summary, image: r.image }));
}
