import type { BrandItem } from '@muyuan/contract/brand';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';
import { listBrandItems } from './repository.ts';

export async function brandItems(db: Db, lang: Lang): Promise<BrandItem[]> {
  const rows = await listBrandItems(db, lang);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content_html,
    image: r.image,
    videoInfo: r.video_info,
    videoDescription: r.video_description,
  }));
}
