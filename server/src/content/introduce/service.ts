import type { Brief, Leader, Milestone } from '@muyuan/contract/introduce';
import type { Lang } from '@muyuan/contract/lang';
import type { Statistic } from '@muyuan/contract/shapes';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { findBrief, listLeaders, listMilestones } from './repository.ts';

export async function brief(db: Db, lang: Lang): Promise<Brief> {
  const row = await findBrief(db, lang);
  if (!row) throw notFound();
  return {
    title: row.title,
    content: row.content_html,
    image: row.image,
    stats: JSON.parse(row.stats_json) as Statistic[],
  };
}

export async function leaders(db: Db, lang: Lang): Promise<Leader[]> {
  const rows = await listLeaders(db, lang);
  return rows.map((r) => ({ id: r.id, name: r.name, position: r.position, photo: r.photo, bio: r.bio }));
}

export async function milestones(db: Db, lang: Lang): Promise<Milestone[]> {
  const rows = await listMilestones(db, lang);
  return rows.map((r) => ({ id: r.id, year: r.year, title: r.title, content: r.content_html, image: r.image }));
}
