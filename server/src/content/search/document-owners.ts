import type { Lang } from '@muyuan/contract/lang';
import type { DocumentKind } from '@muyuan/contract/search';
import type { Attachment } from '@muyuan/contract/shapes';
import type { Db } from '../../db/database.ts';

/** A published record's use of a PDF, as one language's site shows it. */
export interface DocumentOwner {
  file: string;
  kind: DocumentKind;
  title: string;
  publishDate: string | null;
  year: number;
}

/**
 * When several records use one file, the result shows the one that says most about it: the periodic
 * report a quarterly PDF is before the announcement that filed it, and both before an article attaching it.
 */
const PRECEDENCE: Record<DocumentKind, number> = {
  periodicReport: 0,
  responsibilityReport: 1,
  announcement: 2,
  other: 3,
};

/** A PDF of the site: `/media/files/…` from content/, `/media/u/<sha256>.pdf` from the media library. */
const SITE_PDF = /^\/media\/[^?#]+\.pdf$/i;
/** Links to the site's PDFs in an article's text. */
const PDF_LINK = /href="(\/media\/[^"?#]+\.pdf)(?:[?#][^"]*)?"/gi;

/** A media-library PDF named in a record's JSON (migrations/20261204090000-document-texts.ts). */
const LIBRARY_PDF = /\/media\/u\/[0-9a-f]{64}\.pdf/g;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const yearOf = (date: string) => Number(date.slice(0, 4));

function articleUses(
  rows: { title: string; publish_date: string; content_html: string; attachments_json: string }[],
): DocumentOwner[] {
  return rows.flatMap((a) => {
    const dated = { kind: 'other' as const, publishDate: a.publish_date, year: yearOf(a.publish_date) };
    const attached = (JSON.parse(a.attachments_json) as Attachment[])
      .filter((f) => SITE_PDF.test(f.url))
      .map((f) => ({ ...dated, file: f.url, title: f.title || a.title }));
    const linked = [...a.content_html.matchAll(PDF_LINK)].map(([, file]) => ({
      ...dated,
      file: file ?? '',
      title: a.title,
    }));
    return [...attached, ...linked];
  });
}

/**
 * Media-library PDFs that other published records name anywhere in their JSON (a leader's bio, a page's
 * text): shown as other documents under the record's title, in a language when the record has that
 * language and names the file in it or in a field both languages share.
 */
async function libraryUses(db: Db, lang: Lang): Promise<DocumentOwner[]> {
  const rows = await db
    .selectFrom('content_documents')
    .select(['json', 'title_zh', 'title_en', 'updated_at'])
    .where('published', '=', 1)
    .where('json', 'like', '%/media/u/%.pdf%')
    .execute();
  return rows.flatMap((row) => {
    const title = lang === 'zh' ? row.title_zh : row.title_en;
    const record = JSON.parse(row.json) as Record<string, unknown>;
    if (!title || !record[lang]) return [];
    const shared = JSON.stringify({ ...record, zh: null, en: null });
    const files = new Set([
      ...(shared.match(LIBRARY_PDF) ?? []),
      ...(JSON.stringify(record[lang]).match(LIBRARY_PDF) ?? []),
    ]);
    const date = typeof record.date === 'string' && DATE.test(record.date) ? record.date : null;
    const year = yearOf(date ?? row.updated_at);
    return [...files].map((file) => ({ file, kind: 'other' as const, title, publishDate: date, year }));
  });
}

/**
 * Every PDF the published content of one language uses, once per address, with the record that shows
 * it. Announcements are Chinese-only filings that the English investor pages list as they are, so they
 * belong to both languages' results under their Chinese titles; a Chinese-only article is not on the
 * English site, and neither are its attachments.
 */
export async function documentOwners(db: Db, lang: Lang): Promise<DocumentOwner[]> {
  const [notices, periodic, reports, articles, library] = await Promise.all([
    db.selectFrom('notices').select(['title', 'file_url', 'publish_date']).execute(),
    db
      .selectFrom('periodic_reports')
      .select(['title', 'file_url', 'publish_date', 'year'])
      .where('lang', '=', lang)
      .execute(),
    db.selectFrom('reports').select(['title', 'file_url', 'year']).where('lang', '=', lang).execute(),
    db
      .selectFrom('articles')
      .select(['title', 'publish_date', 'content_html', 'attachments_json'])
      .where('lang', '=', lang)
      .where((eb) => eb.or([eb('attachments_json', 'like', '%.pdf%'), eb('content_html', 'like', '%.pdf%')]))
      .execute(),
    libraryUses(db, lang),
  ]);
  const uses: DocumentOwner[] = [
    ...periodic.map((r) => ({
      file: r.file_url,
      kind: 'periodicReport' as const,
      title: r.title,
      publishDate: r.publish_date,
      year: r.year,
    })),
    ...reports.map((r) => ({
      file: r.file_url,
      kind: 'responsibilityReport' as const,
      title: r.title,
      publishDate: null,
      year: r.year,
    })),
    ...notices.map((n) => ({
      file: n.file_url,
      kind: 'announcement' as const,
      title: n.title,
      publishDate: n.publish_date,
      year: yearOf(n.publish_date),
    })),
    ...articleUses(articles),
    ...library,
  ];
  const byFile = new Map<string, DocumentOwner>();
  for (const use of uses) {
    const held = byFile.get(use.file);
    const before =
      held &&
      (PRECEDENCE[held.kind] < PRECEDENCE[use.kind] ||
        (held.kind === use.kind && (held.publishDate ?? '') >= (use.publishDate ?? '')));
    if (!before) byFile.set(use.file, use);
  }
  return [...byFile.values()];
}
