import type { Lang } from '@muyuan/contract/lang';
import { detailRoute } from '@muyuan/contract/sitemap';
import type { Db } from '../../db/database.ts';
import type { SearchDocument } from '../../search/search-index.ts';
import { allArticles } from '../articles/repository.ts';
import { allNotices, allPageCopy } from './repository.ts';

/**
 * The searchable records of one language: articles (news, securities news, dynamics), the static
 * pages, and the announcements, which are Chinese-only but exist in both languages' results.
 */
export async function loadSearchDocuments(db: Db, lang: Lang): Promise<SearchDocument[]> {
  const [articles, notices, pages] = await Promise.all([allArticles(db, lang), allNotices(db), allPageCopy(db, lang)]);
  const docs: SearchDocument[] = [];
  for (const a of articles) {
    docs.push({
      key: `${a.kind}:${a.id}`,
      id: a.id,
      kind: a.kind,
      title: a.title,
      text: `${a.summary}\n${a.body_text}`,
      route: detailRoute(a.kind, a.id),
      publishDate: a.publish_date,
    });
  }
  for (const n of notices) {
    docs.push({
      key: `notice:${n.id}`,
      id: n.id,
      kind: 'notice',
      title: n.title,
      text: '',
      route: n.file_url,
      publishDate: n.publish_date,
    });
  }
  for (const p of pages) {
    docs.push({
      key: `page:${p.id}`,
      id: p.id,
      kind: 'page',
      title: p.title,
      text: `${p.description}\n${p.body_text}`,
      route: p.link,
      publishDate: null,
    });
  }
  return docs;
}
