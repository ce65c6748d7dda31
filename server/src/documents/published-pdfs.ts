import type { Attachment } from '@muyuan/contract/shapes';
import type { Db } from '../db/database.ts';

/** A PDF the site serves: `/media/files/…` from content/, `/media/u/<sha256>.pdf` from the media library. */
export const SITE_PDF = /^\/media\/[^?#\s"]+\.pdf$/i;
/** Links to the site's PDFs in an article's text. */
const PDF_LINK = /href="(\/media\/[^"?#\s]+\.pdf)(?:[?#][^"]*)?"/gi;
/** The media library's PDFs named anywhere in a published record's JSON. */
const LIBRARY_PDF = /\/media\/u\/[0-9a-f]{64}\.pdf/g;

function attachmentUrls(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.map((a: Partial<Attachment>) => String(a?.url ?? '')) : [];
  } catch {
    return [];
  }
}

/**
 * Every site address of a PDF that published content uses, each once, sorted: the files of announcements,
 * periodic reports (both languages) and social-responsibility reports, the PDFs articles attach or link,
 * and every media-library PDF any published record names (its JSON, whatever the field). The public
 * tables hold the published records only (editorial/project.ts); drafts and unpublished records are
 * in `content_documents` with `published` 0 and are left out.
 */
export async function publishedPdfs(db: Db): Promise<string[]> {
  const [notices, periodic, reports, articles, library] = await Promise.all([
    db.selectFrom('notices').select('file_url').execute(),
    db.selectFrom('periodic_reports').select('file_url').execute(),
    db.selectFrom('reports').select('file_url').execute(),
    db
      .selectFrom('articles')
      .select(['content_html', 'attachments_json'])
      .where((eb) => eb.or([eb('attachments_json', 'like', '%.pdf%'), eb('content_html', 'like', '%.pdf%')]))
      .execute(),
    db
      .selectFrom('content_documents')
      .select('json')
      .where('published', '=', 1)
      .where('json', 'like', '%/media/u/%.pdf%')
      .execute(),
  ]);
  const addresses = [
    ...[...notices, ...periodic, ...reports].map((row) => row.file_url),
    ...articles.flatMap((a) => [
      ...attachmentUrls(a.attachments_json),
      ...[...a.content_html.matchAll(PDF_LINK)].map((m) => m[1] ?? ''),
    ]),
    ...library.flatMap((d) => d.json.match(LIBRARY_PDF) ?? []),
  ];
  return [...new Set(addresses.filter((address) => SITE_PDF.test(address)))].sort();
}
