import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.ts';
import { htmlToText, markdownToHtml } from './markdown.ts';
import { mediaFileSize } from './media-check.ts';
import type { ContentBundle } from './read-content.ts';

/** Rows of every content table (all but content_meta), ready to insert. */
export type ContentRows = { [T in Exclude<keyof Database, 'content_meta'>]: Insertable<Database[T]>[] };

type Lang = 'zh' | 'en';

/** The language blocks a record has: `zh` always, `en` when present. */
function langBlocks<B>(record: { zh: B; en?: B | undefined }): [Lang, B][] {
  return record.en
    ? [
        ['zh', record.zh],
        ['en', record.en],
      ]
    : [['zh', record.zh]];
}

type ArticleLang = { title: string; summary: string; source?: string | undefined; body: string };

function articleRows(
  kind: string,
  records: { id: string; date: string; cover: string | null; category?: string; zh: ArticleLang; en?: ArticleLang }[],
): ContentRows['articles'] {
  return records.flatMap((r) =>
    langBlocks(r).map(([lang, b]) => {
      const html = markdownToHtml(b.body);
      return {
        kind,
        id: r.id,
        lang,
        category: r.category ?? null,
        publish_date: r.date,
        cover: r.cover,
        title: b.title,
        summary: b.summary,
        source: b.source ?? null,
        content_html: html,
        body_text: htmlToText(html),
      };
    }),
  );
}

/** Turns validated content into table rows (Markdown rendered, file sizes measured). */
export function toRows(bundle: ContentBundle): ContentRows {
  const { data, mediaDir } = bundle;
  const size = (address: string) => mediaFileSize(mediaDir, address) ?? 0;
  const sales = (grp: string, records: (ContentBundle['data']['breedPigs'][number] & { category?: string })[]) =>
    records.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({
        grp,
        id: r.id,
        lang,
        category: r.category ?? null,
        sort: r.sort,
        image: r.image,
        title: b.title,
        rows_json: JSON.stringify(b.rows),
      })),
    );

  return {
    articles: [
      ...articleRows('news', data.news),
      ...articleRows('securitiesNews', data.securitiesNews),
      ...articleRows('dynamic', data.dynamics),
    ],
    notices: data.notices.map((n) => ({
      id: n.id,
      publish_date: n.date,
      file_url: n.file,
      file_size: size(n.file),
      title: n.zh.title,
    })),
    banners: data.banners.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({
        id: r.id,
        lang,
        module: r.module,
        sort: r.sort,
        pic_info: r.picInfo,
        link_url: r.linkUrl,
        video_info: r.videoInfo,
        title: b.title,
        subtitle: b.subtitle,
      })),
    ),
    reports: data.reports.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({
        id: r.id,
        lang,
        year: r.year,
        cover: r.cover,
        file_url: r.file,
        file_size: size(r.file),
        title: b.title,
      })),
    ),
    brief: langBlocks(data.brief).map(([lang, b]) => ({
      lang,
      title: b.title,
      content_html: markdownToHtml(b.body),
      image: data.brief.image,
      stats_json: JSON.stringify(b.stats),
    })),
    leaders: data.leaders.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, photo: r.photo, ...b })),
    ),
    course: data.course.flatMap((r, i) =>
      langBlocks(r).map(([lang, b]) => ({
        id: r.id,
        lang,
        sort: i,
        year: r.year,
        image: r.image,
        title: b.title,
        content_html: markdownToHtml(b.body),
      })),
    ),
    public_welfare: data.publicWelfare.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, image: r.image, ...b })),
    ),
    brand_build: data.brandBuild.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({
        id: r.id,
        lang,
        sort: r.sort,
        image: r.image,
        video_info: r.videoInfo,
        title: b.title,
        content_html: markdownToHtml(b.body),
      })),
    ),
    sales_cards: [
      ...sales('breedPigs', data.breedPigs),
      ...sales('meatSale', data.meatSale),
      ...sales('pigSale', data.pigSale),
    ],
    partners: data.partners.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, logo: r.logo, ...b })),
    ),
    quotes: data.quotes.flatMap((q, sort) =>
      (['zh', 'en'] as const).map((lang) => ({
        code: q.code,
        lang,
        sort,
        kind: q.kind,
        name: q.name[lang],
        price: q.price,
        open: q.open,
        high: q.high,
        low: q.low,
        prev_close: q.prevClose,
        volume: q.volume,
        turnover: q.turnover,
        quote_time: q.quoteTime,
        source: q.source[lang],
        delay_note: q.delayNote[lang],
      })),
    ),
    depts: data.depts.flatMap((r) => langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, ...b }))),
    dept_types: data.deptTypes.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, ...b })),
    ),
    page_copy: bundle.pages.map((p) => ({
      id: p.id,
      lang: p.lang,
      link: p.link,
      title: p.title,
      description: p.description,
      body_text: p.text,
    })),
  };
}
