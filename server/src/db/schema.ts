import type { CaseCategory, CaseOutcome, CaseStatus } from '@muyuan/contract/admin/cases';
import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { ReportPeriod } from '@muyuan/contract/bond-matter';
import type { PigSaleCategory } from '@muyuan/contract/business';
import type { NewsCategory } from '@muyuan/contract/introduce';
import type { IR_EVENT_KINDS } from '@muyuan/contract/ir-calendar';
import type { Lang } from '@muyuan/contract/lang';
import type { DetailKind } from '@muyuan/contract/sitemap';
import type { Quote } from '@muyuan/contract/stock-market';
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types of the content database. Every localized record is stored once per language
 * (primary key includes `lang`); a record missing in English simply has no `en` row.
 * Structured values (label/value rows, statistics) are stored as JSON text.
 */

export interface ArticleTable {
  /** The detail route's kind: news, securities news or responsibility dynamics. */
  kind: DetailKind;
  id: string;
  lang: Lang;
  /** company | media | recruitment for news; null otherwise. */
  category: NewsCategory | null;
  publish_date: string;
  cover: string | null;
  title: string;
  summary: string;
  source: string | null;
  content_html: string;
  /** Plain text of the body, for search. */
  body_text: string;
  /** JSON list of `{ title, url, size }`: files attached to the article. */
  attachments_json: Generated<string>;
  /** 1 when the article is illustrative (a placeholder publication's report), else 0. */
  sample: Generated<number>;
}

export interface NoticeTable {
  id: string;
  publish_date: string;
  file_url: string;
  file_size: number;
  title: string;
  /** Id of its kind in notice_types. */
  type: Generated<string>;
}

/** Kinds of announcements (Chinese only, like the announcements). */
export interface NoticeTypeTable {
  id: string;
  sort: number;
  name: string;
}

/** Investor-survey records. */
export interface SurveyTable {
  id: string;
  lang: Lang;
  survey_date: string;
  title: string;
  form: string;
  location: string;
  hosts: string;
  /** JSON list of the institutions' names. */
  institutions_json: string;
  summary: string;
  content_html: string;
  body_text: string;
}

/** Cash distributions; amounts in yuan. */
export interface DividendTable {
  id: string;
  lang: Lang;
  fiscal_year: number;
  title: string;
  cash_per_ten_shares: number;
  /** Bonus and transferred shares per 10 shares (0 for cash only). */
  shares_per_ten_shares: number;
  total_cash: number;
  record_date: string;
  ex_date: string;
  pay_date: string | null;
}

/** Key figures per financial year; amounts in yuan, pigs in head. */
export interface FinancialFigureTable {
  year: number;
  revenue: number;
  net_profit: number;
  total_assets: number;
  pigs_sold: number;
}

/** Periodic reports; an `en` row points at the English PDF, or at the Chinese one (`file_lang` zh). */
export interface PeriodicReportTable {
  id: string;
  lang: Lang;
  year: number;
  period: ReportPeriod;
  publish_date: string;
  title: string;
  file_url: string;
  file_size: number;
  file_lang: Lang;
}

export interface BondTermsTable {
  code: string;
  lang: Lang;
  sort: number;
  name: string;
  stock_code: string;
  conversion_price: number;
  conversion_price_since: string;
  /** Every conversion price with its effective date, oldest first: JSON `[{ price, since }]`. */
  conversion_prices_json: string;
  face_value: number;
  issue_size: number;
  issue_date: string;
  listing_date: string;
  conversion_start: string;
  maturity_date: string;
}

export interface BannerTable {
  id: string;
  lang: Lang;
  module: string | null;
  sort: number;
  pic_info: string;
  link_url: string | null;
  video_info: string | null;
  video_description: string | null;
  title: string;
  subtitle: string;
}

export interface ReportTable {
  id: string;
  lang: Lang;
  year: number;
  cover: string | null;
  file_url: string;
  file_size: number;
  title: string;
}

export interface BriefTable {
  lang: Lang;
  title: string;
  content_html: string;
  image: string | null;
  stats_json: string;
}

export interface LeaderTable {
  id: string;
  lang: Lang;
  sort: number;
  photo: string | null;
  name: string;
  position: string;
  bio: string;
}

export interface CourseTable {
  id: string;
  lang: Lang;
  sort: number;
  year: number;
  image: string | null;
  title: string;
  content_html: string;
}

export interface PublicWelfareTable {
  id: string;
  lang: Lang;
  sort: number;
  image: string | null;
  title: string;
  summary: string;
}

export interface BrandBuildTable {
  id: string;
  lang: Lang;
  sort: number;
  image: string | null;
  video_info: string | null;
  video_description: string | null;
  title: string;
  content_html: string;
}

/** The three groups of label/value cards, one per business endpoint. */
export type SalesCardGroup = 'breedPigs' | 'meatSale' | 'pigSale';

export interface SalesCardTable {
  grp: SalesCardGroup;
  id: string;
  lang: Lang;
  /** commercial | piglet for pig sales; null otherwise. */
  category: PigSaleCategory | null;
  sort: number;
  image: string | null;
  title: string;
  rows_json: string;
}

export interface PartnerTable {
  id: string;
  lang: Lang;
  sort: number;
  logo: string | null;
  name: string;
  description: string;
}

export interface QuoteTable {
  code: string;
  lang: Lang;
  sort: number;
  kind: Quote['kind'];
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

/** An event of the investor calendar in one language (content/data/ir-events.yaml; issue 41). */
export interface IrEventTable {
  id: string;
  lang: Lang;
  sort: number;
  kind: (typeof IR_EVENT_KINDS)[number];
  /** YYYY-MM-DD, Beijing calendar. */
  date: string;
  /** HH:MM Beijing time, or null for the whole day. */
  time: string | null;
  end_time: string | null;
  url: string | null;
  /** 1 when called off (kept, marked cancelled in the feeds). */
  cancelled: number;
  title: string;
  location: string | null;
}

export interface DeptTable {
  id: string;
  lang: Lang;
  sort: number;
  name: string;
  province: string;
}

export interface DeptTypeTable {
  id: string;
  lang: Lang;
  sort: number;
  name: string;
}

/** The static copy of a page, flattened to text for search. */
export interface PageCopyTable {
  id: string;
  lang: Lang;
  link: string;
  title: string;
  description: string;
  body_text: string;
  /** The page's whole copy (contract PageCopy) as JSON. */
  copy_json: string;
}

/** Key/value facts about the imported content: `version`, `site` (site.yaml as JSON). */
export interface ContentMetaTable {
  key: string;
  value: string;
}

/** A report's case status (issue 21 added `acknowledged`; the reporter sees it as `received`). */
export type ComplaintStatus = CaseStatus;

/**
 * An integrity report and its case; see the migrations for what each encrypted column holds
 * (integrity-reports) and for the case's clear metadata (integrity-cases).
 */
export interface ComplaintTable {
  id: string;
  code_digest: string;
  code_salt: string;
  status: ComplaintStatus;
  created_at: string;
  updated_at: string;
  key_sealed: string;
  key_for_reporter: string;
  body: string;
  outcome: CaseOutcome | null;
  acknowledged_at: string | null;
  feedback_at: string | null;
  closed_at: string | null;
  /** A staff account id. */
  assignee_id: string | null;
  /** 0/1. */
  legal_hold: number;
  case_version: number;
  /** The case this one repeats (the original), or null. */
  duplicate_of: string | null;
  /** The list's index (subject, province, subsidiary, department) sealed to the team key; null before it existed. */
  index_sealed: string | null;
  /** The officer's classification (CASE_CATEGORIES), null until given. */
  category: CaseCategory | null;
}

export interface ComplaintMessageTable {
  id: string;
  complaint_id: string;
  author: 'reporter' | 'compliance';
  created_at: string;
  body: string;
}

/** An internal note of the compliance team on a case, sealed in the browser to the team's public key. */
export interface CaseNoteTable {
  id: string;
  complaint_id: string;
  /** The staff account that wrote it (null once the account is gone). */
  author_id: string | null;
  author_name: string;
  created_at: string;
  /** Sealed box (base64): ephemeral X25519 key || ciphertext, as a report's key is sealed. */
  sealed: string;
}

/** An uploaded file: waiting (no report yet) or claimed by a report; `stored_name` names its blob. */
export interface ComplaintFileTable {
  id: string;
  complaint_id: string | null;
  stored_name: string;
  created_at: string;
  meta: string;
  key_wrapped: string | null;
}

/** An attachment's sealed bytes (see the migration); `chunk_count` is null while it is being written. */
export interface ComplaintBlobTable {
  id: string;
  created_at: string;
  chunk_count: number | null;
  sealed_bytes: number | null;
}

/** One piece (at most 256 KiB) of a blob, in order of `seq` from 0. */
export interface ComplaintBlobChunkTable {
  blob_id: string;
  seq: number;
  bytes: Buffer;
}

/** A blob of the media store (see migrations/20261126220000-media-files.ts); whole once `chunk_count` is set. */
export interface MediaBlobTable {
  id: string;
  created_at: string;
  chunk_count: number | null;
  size: number | null;
}

/** One piece (at most 256 KiB) of a media blob, in order of `seq` from 0. */
export interface MediaBlobChunkTable {
  blob_id: string;
  seq: number;
  bytes: Buffer;
}

/** A file of the media store, named by the SHA-256 of its bytes; served at `/media/u/<sha256>.<ext>`. */
export interface MediaFileTable {
  sha256: string;
  blob_id: string;
  ext: string;
  kind: string;
  mime: string;
  size: number;
  /** The uploaded file's name, cleaned: shown, never used as a path. */
  original_name: string;
  uploaded_by: string;
  uploaded_by_name: string | null;
  uploaded_at: string;
  width: number | null;
  height: number | null;
  pdf_title: string | null;
  pdf_pages: number | null;
}

/** A responsive rendition of a raster picture of the media store (migrations/20261129000000-media-variants.ts). */
export interface MediaVariantTable {
  sha256: string;
  /** The ladder width it answers (contract VARIANT_WIDTHS). */
  width: number;
  format: string;
  blob_id: string;
  size: number;
  /** The width it was made at: the ladder's, or the picture's own when that is narrower. */
  made_width: number;
}

/** A member of staff; `password_hash` and `totp_secret` are null for those who sign in with passkeys only. */
export interface StaffAccountTable {
  id: string;
  email: string;
  name: string;
  created_at: string;
  password_hash: string | null;
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totp_last_step: number | null;
}

export interface StaffRoleTable {
  account_id: string;
  role: StaffRole;
}

/** A WebAuthn credential: its id and COSE public key (base64url), signature counter and transports (JSON). */
export interface StaffPasskeyTable {
  id: string;
  account_id: string;
  public_key: string;
  counter: number;
  transports: string;
  label: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffRecoveryCodeTable {
  code_hash: string;
  account_id: string;
  used_at: string | null;
}

/** An enrollment address; `account_id` set when it re-enrolls an account whose sign-in an admin reset. */
export interface StaffInvitationTable {
  id: string;
  token_hash: string;
  email: string;
  /** JSON list of roles. */
  roles: string;
  account_id: string | null;
  /** 1 for the address the server makes on its first start. */
  first_admin: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Sessions when no Redis is configured (else the same record lives in Redis). Times in epoch ms. */
export interface StaffSessionTable {
  token_hash: string;
  /** The session's public id (in the audit trail); the cookie's secret is only hashed. */
  id: string;
  account_id: string;
  name: string;
  roles: string;
  created_ms: number;
  seen_ms: number;
  /** When the person last proved presence (sign-in or step-up). */
  verified_ms: number;
}

/** A WebAuthn challenge or a TOTP secret being set up, between its two requests. */
export interface StaffCeremonyTable {
  id: string;
  purpose: string;
  secret: string;
  /** The account or invitation the ceremony belongs to. */
  subject: string | null;
  expires_ms: number;
}

export interface StaffTokenTable {
  id: string;
  token_hash: string;
  name: string;
  roles: string;
  created_by: string | null;
  created_at: string;
  /** When it stops working (ISO time; issue 38, point 6). */
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One audited action; `hash` covers the row and `prev_hash`, chaining every row to the one before. */
export interface AuditLogTable {
  seq: number;
  at: string;
  actor: string;
  actor_name: string | null;
  action: string;
  object: string | null;
  session: string | null;
  /** JSON object. */
  detail: string;
  prev_hash: string;
  hash: string;
}

export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}

/** A content record as its YAML holds it (JSON text, both languages); see the content-documents migration. */
export interface ContentDocumentTable {
  collection: string;
  record_id: string;
  position: number;
  json: string;
  /** The latest version's number. */
  version: number;
  /** 1 published, 0 unpublished. */
  published: number;
  zh_version: number | null;
  en_version: number | null;
  updated_by: string | null;
  updated_at: string;
  /** The record's title (or name) in each language, as `titlesOf` reads it from `json`: what the lists show and search. */
  title_zh: string | null;
  title_en: string | null;
}

/** Every published state of a record; `json` null: the version that unpublished it. */
export interface ContentVersionTable {
  collection: string;
  record_id: string;
  number: number;
  json: string | null;
  source: 'import' | 'console' | 'restore';
  actor: string;
  actor_name: string | null;
  at: string;
}

/** One editor's unpublished draft of a record; `base_version` null for a record not published yet. */
export interface ContentDraftTable {
  collection: string;
  record_id: string;
  /** `account:<id>` or `token:<id>`, and the name shown for it. */
  author: string;
  author_name: string | null;
  json: string;
  base_version: number | null;
  saved_at: string;
}

export type ScheduleState = 'pending' | 'published' | 'failed' | 'cancelled';

/** A publish set for a minute: an author's draft of a record, published once that minute has come. */
export interface ContentScheduleTable {
  id: string;
  collection: string;
  record_id: string;
  /** Whose draft is published (`account:<id>` or `token:<id>`). */
  author: string;
  /** The minute, ISO 8601 in UTC. */
  publish_at: string;
  state: ScheduleState;
  /** Who set it (and in whose name it is published), with the name shown for them. */
  scheduled_by: string;
  scheduled_by_name: string | null;
  scheduled_at: string;
  done_at: string | null;
  /** The version it published. */
  version: number | null;
  /** Why it failed: an error code (the draft changed, was discarded, or no longer validates). */
  error: string | null;
}

/** Who runs a kind of time-driven work until `expires_at` (ISO 8601), unless they renew it. */
export interface LeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** A weekday the exchange does not trade (content/data/market-closures.yaml). */
export interface MarketClosureTable {
  /** YYYY-MM-DD, Beijing calendar. */
  date: string;
  name_zh: string;
  name_en: string;
}

/** The newest good quote of a code from the live feed (server/src/market/). */
export interface LiveQuoteTable {
  code: string;
  price: number;
  open: number;
  high: number;
  low: number;
  prev_close: number;
  volume: number;
  turnover: number;
  /** ISO 8601 with +08:00, as the feed dates it. */
  quote_time: string;
  status: 'trading' | 'halted';
  /** ISO 8601: when the poller stored it. */
  fetched_at: string;
}

/**
 * One daily bar of a security (server/src/market/history/): a Beijing trading day's open, high, low,
 * close, volume and amount. `sample` 1: generated seed data (content/data/price-history/).
 */
export interface DailyBarTable {
  code: string;
  /** `YYYY-MM-DD`, the Beijing trading day. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  amount: number;
  sample: Generated<number>;
}

/** The keys of e-mail alerts' HMACs (`alerts`: 32 random bytes, base64url), made on first use (alerts/alert-key.ts). */
export interface AlertKeyTable {
  name: string;
  value: string;
}

/** One address that asked for alerts (server/src/alerts/): pending until its confirmation link is followed. */
export interface AlertSubscriberTable {
  /** A UUID; tokens of the mails name it. */
  id: string;
  /** The address as given, trimmed, its domain lower-cased. */
  email: string;
  /** HMAC-SHA256 of the lower-cased address (base64url): one row per address. */
  email_key: string;
  lang: Lang;
  /** JSON list of list ids (`notice:<type>`, `news`, `securities-news`). */
  lists: string;
  status: 'pending' | 'confirmed';
  /** 1 after repeated permanent failures (the sender pauses the address). */
  paused: Generated<number>;
  permanent_failures: Generated<number>;
  /** The privacy wording's version consented to, and when (ISO 8601), once confirmed. */
  consent_version: string | null;
  consented_at: string | null;
  /** When the pending confirmation mail was queued; null once confirmed (the link then no longer works). */
  confirmation_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One unsubscription, counted: HMAC(key, 'gone:' + address), nothing that gives the address back. */
export interface AlertUnsubscribeTable {
  email_key: string;
  at: string;
}

export type AlertOutboxStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'held';

/** One mail to send: a confirmation or one alert of one item to one subscriber. */
export interface AlertOutboxTable {
  id: string;
  /** `confirm:<subscriber>:<confirmation_sent_at>` or the alert's own key: a second insert of it is refused. */
  dedupe_key: string;
  kind: 'confirm' | 'alert';
  subscriber_id: string;
  /** The item of an alert; null for a confirmation. */
  item_key: string | null;
  status: AlertOutboxStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** An item alerts were queued for (`notice:<id>`, `news:<id>`, `securities-news:<id>`). */
export interface AlertItemTable {
  item_key: string;
  kind: string;
  published_at: string;
  /** 1: the console paused its alerts before they went. */
  held: Generated<number>;
  queued_at: string;
  /** 1: its alerts were queued; 0: only recorded as known (published before alerts first ran, or dated over a week back when first seen). */
  queued: Generated<number>;
}

/** The alerts' fan-out's own marks (`baseline`: when the items published at its first run were recorded without mail). */
export interface AlertMetaTable {
  name: string;
  value: string;
}

/** What came of reading one PDF's bytes (by SHA-256): its text by page, a scan with none, or why it failed. */
export interface DocumentTextTable {
  hash: string;
  status: 'text' | 'no-text' | 'failed';
  /** Where the pages' text came from: the PDF's text layer, or OCR of a scan. */
  source: Generated<'text-layer' | 'ocr'>;
  /** Why reading failed (`damaged`, `encrypted`, `timeout`, `too-large`, `out-of-memory`); null otherwise. */
  reason: string | null;
  page_count: Generated<number>;
  size: number;
  read_at: string;
}

/** One page's text of a read PDF (1-based). */
export interface DocumentPageTable {
  hash: string;
  page: number;
  text: string;
}

/** A site address of a PDF a published record uses, and the hash of its bytes when last looked at. */
export interface DocumentFileTable {
  path: string;
  hash: string;
  seen_at: string;
}

/** A week's public searches (issue 42, point 7): all of them, and those counted in no query's row (the cap). */
export interface SearchWeekTable {
  /** ISO week in Asia/Shanghai, `2026-W48`. */
  week: string;
  searches: number;
  other_nothing: number;
  other_documents_only: number;
}

/** One normalized query's searches that found no page in a week and language; counts only. */
export interface SearchMissTable {
  week: string;
  lang: 'zh' | 'en';
  query: string;
  nothing: number;
  documents_only: number;
}

/** The tables the content import owns: it replaces all their rows on every import. */
export interface ContentDatabase {
  articles: ArticleTable;
  notices: NoticeTable;
  notice_types: NoticeTypeTable;
  surveys: SurveyTable;
  dividends: DividendTable;
  financial_figures: FinancialFigureTable;
  periodic_reports: PeriodicReportTable;
  bond_terms: BondTermsTable;
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
  market_closures: MarketClosureTable;
  ir_events: IrEventTable;
  depts: DeptTable;
  dept_types: DeptTypeTable;
  page_copy: PageCopyTable;
  content_meta: ContentMetaTable;
}

/** Every table: the content, and the integrity reports, which no import ever touches. */
export interface Database extends ContentDatabase {
  complaints: ComplaintTable;
  complaint_messages: ComplaintMessageTable;
  case_notes: CaseNoteTable;
  complaint_files: ComplaintFileTable;
  complaint_blobs: ComplaintBlobTable;
  complaint_blob_chunks: ComplaintBlobChunkTable;
  media_blobs: MediaBlobTable;
  media_blob_chunks: MediaBlobChunkTable;
  media_files: MediaFileTable;
  media_variants: MediaVariantTable;
  staff_accounts: StaffAccountTable;
  staff_roles: StaffRoleTable;
  staff_passkeys: StaffPasskeyTable;
  staff_recovery_codes: StaffRecoveryCodeTable;
  staff_invitations: StaffInvitationTable;
  staff_sessions: StaffSessionTable;
  staff_ceremonies: StaffCeremonyTable;
  staff_tokens: StaffTokenTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  content_documents: ContentDocumentTable;
  content_versions: ContentVersionTable;
  content_drafts: ContentDraftTable;
  content_schedules: ContentScheduleTable;
  leases: LeaseTable;
  live_quotes: LiveQuoteTable;
  daily_bars: DailyBarTable;
  alert_keys: AlertKeyTable;
  alert_subscribers: AlertSubscriberTable;
  alert_unsubscribes: AlertUnsubscribeTable;
  alert_outbox: AlertOutboxTable;
  alert_items: AlertItemTable;
  alert_meta: AlertMetaTable;
  document_texts: DocumentTextTable;
  document_pages: DocumentPageTable;
  document_files: DocumentFileTable;
  search_weeks: SearchWeekTable;
  search_misses: SearchMissTable;
}

export type ArticleRow = Selectable<ArticleTable>;
export type NoticeRow = Selectable<NoticeTable>;
export type NewArticle = Insertable<ArticleTable>;
