import type { PigSaleCategory } from '@muyuan/contract/business';
import type { NewsCategory } from '@muyuan/contract/introduce';
import type { Lang } from '@muyuan/contract/lang';
import type { DetailKind } from '@muyuan/contract/sitemap';
import type { Insertable } from 'kysely';
import type { ContentDatabase, SalesCardGroup } from '../db/schema.ts';
import type { ContentData, ContentKey } from './content-schema.ts';
import { htmlToText, markdownToHtml } from './markdown.ts';
import { LINK_BY_PAGE_ID } from './page-files.ts';
import { pageCopyText } from './page-text.ts';

/** Rows of every content table (all but content_meta; never the integrity reports), ready to insert. */
export type ContentRows = {
  [T in Exclude<keyof ContentDatabase, 'content_meta'>]: Insertable<ContentDatabase[T]>[];
};
export type ContentTable = keyof ContentRows;

/**
 * How rows are built. A publish writes only the rows of the record it changes, so rows of the other
 * records stay as the release that wrote them built them: raise this with any change to how rows are
 * built (this file, markdown.ts), and the first start of the new release projects every published
 * record again (prepare-database.ts). The seed and that re-projection record it in content_meta `projection`.
 */
export const PROJECTION_VERSION = 3;

/** A media file's size in bytes (0 when it cannot be measured). */
export type MediaSize = (address: string) => number;

/** The collections that feed tables (site settings go to content_meta). */
export type TableCollection = Exclude<ContentKey, 'site'>;

/** The language blocks a record has: `zh` always, `en` when present. */
function langBlocks<B>(record: { zh: B; en?: B | undefined }): [Lang, B][] {
  return record.en
    ? [
        ['zh', record.zh],
        ['en', record.en],
      ]
    : [['zh', record.zh]];
}

type ArticleLang = {
  title: string;
  summary: string;
  source?: string | undefined;
  body: string;
  attachments?: { title: string; file: string }[] | undefined;
};

function articleRows(
  size: MediaSize,
  kind: DetailKind,
  records: {
    id: string;
    date: string;
    cover: string | null;
    category?: NewsCategory;
    sample?: true | undefined;
    zh: ArticleLang;
    en?: ArticleLang;
  }[],
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
        sample: r.sample ? 1 : 0,
        content_html: html,
        body_text: htmlToText(html),
        attachments_json: JSON.stringify(
          (b.attachments ?? []).map((a) => ({ title: a.title, url: a.file, size: size(a.file) })),
        ),
      };
    }),
  );
}

/**
 * Where a collection's rows live, so a publish can replace them alone: the table; the column and value
 * that tell its rows from another collection's in a shared table; and, where each record's rows depend
 * on that record alone (no order taken from its place in the file), the column naming the record, so
 * that only the published record's rows are replaced.
 */
export interface RowScope {
  table: ContentTable;
  shared?: { column: string; value: string };
  recordColumn?: string;
}

interface CollectionProjection<C extends TableCollection> extends RowScope {
  rows: (value: ContentData[C], size: MediaSize) => ContentRows[ContentTable];
}

type Projections = { [C in TableCollection]: CollectionProjection<C> };

const salesRows = (
  grp: SalesCardGroup,
  records: (ContentData['breedPigs'][number] & { category?: PigSaleCategory })[],
): ContentRows['sales_cards'] =>
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

/** Every collection's rows: one definition, used by the seed (all of them) and by a publish (one collection or record). */
const PROJECTIONS: Projections = {
  news: {
    table: 'articles',
    shared: { column: 'kind', value: 'news' },
    recordColumn: 'id',
    rows: (v, size) => articleRows(size, 'news', v),
  },
  securitiesNews: {
    table: 'articles',
    shared: { column: 'kind', value: 'securitiesNews' },
    recordColumn: 'id',
    rows: (v, size) => articleRows(size, 'securitiesNews', v),
  },
  dynamics: {
    table: 'articles',
    shared: { column: 'kind', value: 'dynamic' },
    recordColumn: 'id',
    rows: (v, size) => articleRows(size, 'dynamic', v),
  },
  notices: {
    table: 'notices',
    recordColumn: 'id',
    rows: (v, size) =>
      v.map((n) => ({
        id: n.id,
        publish_date: n.date,
        file_url: n.file,
        file_size: size(n.file),
        title: n.zh.title,
        type: n.type,
      })),
  },
  noticeTypes: {
    table: 'notice_types',
    recordColumn: 'id',
    rows: (v) => v.map((t) => ({ id: t.id, sort: t.sort, name: t.zh.name })),
  },
  surveys: {
    table: 'surveys',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) =>
        langBlocks(r).map(([lang, b]) => {
          const html = markdownToHtml(b.body);
          return {
            id: r.id,
            lang,
            survey_date: r.date,
            title: b.title,
            form: b.form,
            location: b.location,
            hosts: b.hosts,
            institutions_json: JSON.stringify(b.institutions),
            summary: b.summary,
            content_html: html,
            body_text: htmlToText(html),
          };
        }),
      ),
  },
  dividends: {
    table: 'dividends',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) =>
        langBlocks(r).map(([lang, b]) => ({
          id: r.id,
          lang,
          fiscal_year: r.fiscalYear,
          title: b.title,
          cash_per_ten_shares: r.cashPerTenShares,
          shares_per_ten_shares: r.sharesPerTenShares,
          total_cash: r.totalCash,
          record_date: r.recordDate,
          ex_date: r.exDate,
          pay_date: r.payDate,
        })),
      ),
  },
  // Named by year, a number in the table: replaced whole (a handful of rows).
  financialFigures: {
    table: 'financial_figures',
    rows: (v) =>
      v.map((f) => ({
        year: f.year,
        revenue: f.revenue,
        net_profit: f.netProfit,
        total_assets: f.totalAssets,
        pigs_sold: f.pigsSold,
      })),
  },
  periodicReports: {
    table: 'periodic_reports',
    recordColumn: 'id',
    rows: (v, size) =>
      v.flatMap((r) =>
        (['zh', 'en'] as const).map((lang) => {
          // In English the English PDF where there is one; otherwise the Chinese PDF, said to be Chinese.
          const file = lang === 'en' && r.fileEn ? r.fileEn : r.file;
          return {
            id: r.id,
            lang,
            year: r.year,
            period: r.period,
            publish_date: r.date,
            title: r[lang].title,
            file_url: file,
            file_size: size(file),
            file_lang: lang === 'en' && r.fileEn ? ('en' as const) : ('zh' as const),
          };
        }),
      ),
  },
  // Ordered by their place in the file: replaced whole.
  bondTerms: {
    table: 'bond_terms',
    rows: (v) =>
      v.flatMap((b, sort) =>
        (['zh', 'en'] as const).map((lang) => ({
          code: b.code,
          lang,
          sort,
          name: b.name[lang],
          stock_code: b.stockCode,
          conversion_price: b.conversionPrice,
          conversion_price_since: b.conversionPriceSince,
          conversion_prices_json: JSON.stringify(
            b.conversionPrices ?? [{ price: b.conversionPrice, since: b.conversionPriceSince }],
          ),
          face_value: b.faceValue,
          issue_size: b.issueSize,
          issue_date: b.issueDate,
          listing_date: b.listingDate,
          conversion_start: b.conversionStart,
          maturity_date: b.maturityDate,
        })),
      ),
  },
  banners: {
    table: 'banners',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) =>
        langBlocks(r).map(([lang, b]) => ({
          id: r.id,
          lang,
          module: r.module,
          sort: r.sort,
          pic_info: r.picInfo,
          link_url: r.linkUrl,
          video_info: r.videoInfo,
          video_description: b.videoDescription ?? null,
          title: b.title,
          subtitle: b.subtitle,
        })),
      ),
  },
  reports: {
    table: 'reports',
    recordColumn: 'id',
    rows: (v, size) =>
      v.flatMap((r) =>
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
  },
  brief: {
    table: 'brief',
    rows: (v) =>
      langBlocks(v).map(([lang, b]) => ({
        lang,
        title: b.title,
        content_html: markdownToHtml(b.body),
        image: v.image,
        stats_json: JSON.stringify(b.stats),
      })),
  },
  leaders: {
    table: 'leaders',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) => langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, photo: r.photo, ...b }))),
  },
  // Ordered by their place in the file: replaced whole.
  course: {
    table: 'course',
    rows: (v) =>
      v.flatMap((r, i) =>
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
  },
  publicWelfare: {
    table: 'public_welfare',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) => langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, image: r.image, ...b }))),
  },
  brandBuild: {
    table: 'brand_build',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) =>
        langBlocks(r).map(([lang, b]) => ({
          id: r.id,
          lang,
          sort: r.sort,
          image: r.image,
          video_info: r.videoInfo,
          video_description: b.videoDescription ?? null,
          title: b.title,
          content_html: markdownToHtml(b.body),
        })),
      ),
  },
  breedPigs: {
    table: 'sales_cards',
    shared: { column: 'grp', value: 'breedPigs' },
    recordColumn: 'id',
    rows: (v) => salesRows('breedPigs', v),
  },
  meatSale: {
    table: 'sales_cards',
    shared: { column: 'grp', value: 'meatSale' },
    recordColumn: 'id',
    rows: (v) => salesRows('meatSale', v),
  },
  pigSale: {
    table: 'sales_cards',
    shared: { column: 'grp', value: 'pigSale' },
    recordColumn: 'id',
    rows: (v) => salesRows('pigSale', v),
  },
  partners: {
    table: 'partners',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) => langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, logo: r.logo, ...b }))),
  },
  // Ordered by their place in the file: replaced whole.
  quotes: {
    table: 'quotes',
    rows: (v) =>
      v.flatMap((q, sort) =>
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
  },
  marketClosures: {
    table: 'market_closures',
    recordColumn: 'date',
    rows: (v) => v.map((d) => ({ date: d.date, name_zh: d.name.zh, name_en: d.name.en })),
  },
  irEvents: {
    table: 'ir_events',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r, sort) =>
        langBlocks(r).map(([lang, b]) => ({
          id: r.id,
          lang,
          sort,
          kind: r.kind,
          date: r.date,
          time: r.time,
          end_time: r.endTime,
          url: r.url,
          cancelled: r.cancelled ? 1 : 0,
          title: b.title,
          location: b.location,
        })),
      ),
  },
  depts: {
    table: 'depts',
    recordColumn: 'id',
    rows: (v) => v.flatMap((r) => langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, ...b }))),
  },
  deptTypes: {
    table: 'dept_types',
    recordColumn: 'id',
    rows: (v) => v.flatMap((r) => langBlocks(r).map(([lang, b]) => ({ id: r.id, lang, sort: r.sort, ...b }))),
  },
  // A page's copy whole (what the page shows), and its words flattened for search and the feeds.
  pages: {
    table: 'page_copy',
    recordColumn: 'id',
    rows: (v) =>
      v.flatMap((r) =>
        langBlocks(r).map(([lang, copy]) => ({
          id: r.id,
          lang,
          link: LINK_BY_PAGE_ID.get(r.id) ?? '/',
          title: copy.title,
          description: copy.description,
          body_text: pageCopyText(copy, lang),
          copy_json: JSON.stringify(copy),
        })),
      ),
  },
};

export const TABLE_COLLECTIONS = Object.keys(PROJECTIONS) as TableCollection[];

/** Where a collection's rows live (see RowScope). */
export function rowScope(collection: TableCollection): RowScope {
  const { rows: _rows, ...scope } = PROJECTIONS[collection];
  return scope;
}

/** The rows a collection's validated value feeds (Markdown rendered, file sizes measured). */
export function collectionRows<C extends TableCollection>(
  collection: C,
  value: ContentData[C],
  size: MediaSize,
): ContentRows[ContentTable] {
  return (PROJECTIONS[collection] as CollectionProjection<C>).rows(value, size);
}
