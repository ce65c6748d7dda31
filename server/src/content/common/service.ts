import type { Lang } from '@muyuan/contract/lang';
import type { Banner } from '@muyuan/contract/shapes';
import type { Db } from '../../db/database.ts';
import { listBanners } from './repository.ts';

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
