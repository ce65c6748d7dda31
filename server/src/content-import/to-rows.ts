import type { PigSaleCategory } from '@muyuan/contract/business';
import type { NewsCategory } from '@muyuan/contract/introduce';
import type { Lang } from '@muyuan/contract/lang';
import type { DetailKind } from '@muyuan/contract/sitemap';
import type { Insertable } from 'kysely';
import type { ContentDatabase, SalesCardGroup } from '../db/schema.ts';
import { htmlToText, markdownToHtml } from './markdown.ts';
import { mediaFileSize, type StoredMedia } from './media-check.ts';
import type { ContentBundle } from './read-content.ts';

/** Rows of every content table (all but content_meta; never the integrity reports), ready to insert. */
export type ContentRows = {
  [T in Exclude<keyof ContentDatabase, 'content_meta'>]: Insertable<ContentDatabase[T]>[];
};

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
  size: (address: string) => number,
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

/** The investor-relations tables: kinds of announcements, surveys, dividends, figures, reports, bond terms. */
function investorRows(
  data: ContentBundle['data'],
  size: (address: string) => number,
): Pick<
  ContentRows,
  'notice_types' | 'surveys' | 'dividends' | 'financial_figures' | 'periodic_reports' | 'bond_terms'
> {
  return {
    notice_types: data.noticeTypes.map((t) => ({ id: t.id, sort: t.sort, name: t.zh.name })),
    surveys: data.surveys.flatMap((r) =>
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
    dividends: data.dividends.flatMap((r) =>
      langBlocks(r).map(([lang, b]) => ({
        id: r.id,
        lang,
        fiscal_year: r.fiscalYear,
        title: b.title,
        cash_per_ten_shares: r.cashPerTenShares,
        total_cash: r.totalCash,
        record_date: r.recordDate,
        ex_date: r.exDate,
        pay_date: r.payDate,
      })),
    ),
    financial_figures: data.financialFigures.map((f) => ({
      year: f.year,
      revenue: f.revenue,
      net_profit: f.netProfit,
      total_assets: f.totalAssets,
      pigs_sold: f.pigsSold,
    })),
    periodic_reports: data.periodicReports.flatMap((r) =>
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
    bond_terms: data.bondTerms.flatMap((b, sort) =>
      (['zh', 'en'] as const).map((lang) => ({
        code: b.code,
        lang,
        sort,
        name: b.name[lang],
        stock_code: b.stockCode,
        conversion_price: b.conversionPrice,
        conversion_price_since: b.conversionPriceSince,
        face_value: b.faceValue,
        issue_size: b.issueSize,
        issue_date: b.issueDate,
        listing_date: b.listingDate,
        conversion_start: b.conversionStart,
        maturity_date: b.maturityDate,
      })),
    ),
  };
}

/** Turns validated content into table rows (Markdown rendered, file sizes measured). */
export function toRows(
  bundle: Pick<ContentBundle, 'data' | 'pages' | 'mediaDir'> & { storedMedia?: StoredMedia },
): ContentRows {
  const { data, mediaDir, storedMedia } = bundle;
  const size = (address: string) => mediaFileSize(mediaDir, address, storedMedia) ?? 0;
  const sales = (
    grp: SalesCardGroup,
    records: (ContentBundle['data']['breedPigs'][number] & { category?: PigSaleCategory })[],
  ) =>
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
      ...articleRows(size, 'news', data.news),
      ...articleRows(size, 'securitiesNews', data.securitiesNews),
      ...articleRows(size, 'dynamic', data.dynamics),
    ],
    notices: data.notices.map((n) => ({
      id: n.id,
      publish_date: n.date,
      file_url: n.file,
      file_size: size(n.file),
      title: n.zh.title,
      type: n.type,
    })),
    ...investorRows(data, size),
    banners: data.banners.flatMap((r) =>
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
        video_description: b.videoDescription ?? null,
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
