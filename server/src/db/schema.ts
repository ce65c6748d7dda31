import type { Insertable, Selectable } from 'kysely';

/**
 * Table types of the content database. Every localized record is stored once per language
 * (primary key includes `lang`); a record missing in English simply has no `en` row.
 * Structured values (label/value rows, statistics) are stored as JSON text.
 */

export interface ArticleTable {
  /** news | securitiesNews | dynamic */
  kind: string;
  id: string;
  lang: string;
  /** company | media for news; null otherwise. */
  category: string | null;
  publish_date: string;
  cover: string | null;
  title: string;
  summary: string;
  source: string | null;
  content_html: string;
  /** Plain text of the body, for search. */
  body_text: string;
}

export interface NoticeTable {
  id: string;
  publish_date: string;
  file_url: string;
  file_size: number;
  title: string;
}

export interface BannerTable {
  id: string;
  lang: string;
  module: string | null;
  sort: number;
  pic_info: string;
  link_url: string | null;
  video_info: string | null;
  title: string;
  subtitle: string;
}

export interface ReportTable {
  id: string;
  lang: string;
  year: number;
  cover: string | null;
  file_url: string;
  file_size: number;
  title: string;
}

export interface BriefTable {
  lang: string;
  title: string;
  content_html: string;
  image: string | null;
  stats_json: string;
}

export interface LeaderTable {
  id: string;
  lang: string;
  sort: number;
  photo: string | null;
  name: string;
  position: string;
  bio: string;
}

export interface CourseTable {
  id: string;
  lang: string;
  sort: number;
  year: number;
  image: string | null;
  title: string;
  content_html: string;
}

export interface PublicWelfareTable {
  id: string;
  lang: string;
  sort: number;
  image: string | null;
  title: string;
  summary: string;
}

export interface BrandBuildTable {
  id: string;
  lang: string;
  sort: number;
  image: string | null;
  video_info: string | null;
  title: string;
  content_html: string;
}

export interface SalesCardTable {
  /** breedPigs | meatSale | pigSale */
  grp: string;
  id: string;
  lang: string;
  /** commercial | piglet for pig sales; null otherwise. */
  category: string | null;
  sort: number;
  image: string | null;
  title: string;
  rows_json: string;
}

export interface PartnerTable {
  id: string;
  lang: string;
  sort: number;
  logo: string | null;
  name: string;
  description: string;
}

export interface QuoteTable {
  code: string;
  lang: string;
  sort: number;
  kind: string;
  name: string;
  price: number;
  open: number;
  high: number;
  low: number;
  prev_close: number;
  volume: number;
  turnover: number;
  quote_time: string;
  source: string;
  delay_note: string;
}

export interface DeptTable {
  id: string;
  lang: string;
  sort: number;
  name: string;
  province: string;
}

export interface DeptTypeTable {
  id: string;
  lang: string;
  sort: number;
  name: string;
}

/** The static copy of a page, flattened to text for search. */
export interface PageCopyTable {
  id: string;
  lang: string;
  link: string;
  title: string;
  description: string;
  body_text: string;
}

/** Key/value facts about the imported content: `version`, `site` (site.yaml as JSON). */
export interface ContentMetaTable {
  key: string;
  value: string;
}

export interface Database {
  articles: ArticleTable;
  notices: NoticeTable;
  banners: BannerTable;
  reports: ReportTable;
  brief: BriefTable;
  leaders: LeaderTable;
  course: CourseTable;
  public_welfare: PublicWelfareTable;
  brand_build: BrandBuildTable;
  sales_cards: SalesCardTable;
  partners: PartnerTable;
  quotes: QuoteTable;
  depts: DeptTable;
  dept_types: DeptTypeTable;
  page_copy: PageCopyTable;
  content_meta: ContentMetaTable;
}

export type ArticleRow = Selectable<ArticleTable>;
export type NewArticle = Insertable<ArticleTable>;
