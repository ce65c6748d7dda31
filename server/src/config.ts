import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { isCidr } from './network-list.ts';

/** The repository root: relative paths in the environment are resolved against it, not the cwd. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const path = z
  .string()
  .min(1)
  .transform((p) => (isAbsolute(p) ? p : resolve(REPO_ROOT, p)));

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of addresses (Fastify's forms). */
const trustProxy = z
  .string()
  .trim()
  .min(1)
  .transform((v): boolean | number | string => {
    if (v === 'true') return true;
    if (v === 'false') return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v;
  });

const ms = (min: number, max: number, fallback: number) => z.coerce.number().int().min(min).max(max).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);
const optionalUrl = (scheme: RegExp, what: string) =>
  z
    .string()
    .regex(scheme, what)
    .optional()
    .or(z.literal('').transform(() => undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: path.prefault('./data'),
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'a postgres:// connection URL'),
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'a redis:// URL'),
  UPLOAD_DIR: path.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustProxy.prefault('false'),
  CONTENT_DIR: path.prefault('./content'),
  WEB_DIST: path.prefault('./web/dist'),
  CONTENT_POLL_MS: ms(50, 3_600_000, 2000),
  SCHEDULE_CHECK_MS: ms(1000, 60_000, 10_000),
  REQUEST_TIMEOUT_MS: ms(1000, 3_600_000, 120_000),
  KEEP_ALIVE_TIMEOUT_MS: ms(100, 600_000, 5000),
  SHUTDOWN_GRACE_MS: ms(100, 600_000, 10_000),
  DB_CONNECT_TIMEOUT_MS: ms(100, 600_000, 3000),
  DB_STATEMENT_TIMEOUT_MS: ms(100, 600_000, 5000),
  CACHE_MAX_BYTES: count(64 * 1024 * 1024),
  RATE_LIMIT_MAX: count(600),
  SEARCH_RATE_LIMIT_MAX: count(120),
  COMPLIANCE_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'an X25519 public key, base64url (npm run compliance -- keygen)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  COMPLIANCE_CODE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'at least 32 random bytes, base64url')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SITE_URL: optionalUrl(/^https?:\/\/[^/]+$/, 'the public origin such as https://www.muyuanfoods.com (no path)'),
  UPLOAD_PUBLIC_URL: optionalUrl(/^https?:\/\/[^/]+$/, 'an origin such as https://upload.example.com (no path)'),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  REPORT_RATE_LIMIT_MAX: count(5),
  LOOKUP_RATE_LIMIT_MAX: count(10),
  UPLOAD_RATE_LIMIT_MAX: count(30),
  MEDIA_MAX_IMAGE_BYTES: count(20 * 1024 * 1024),
  MEDIA_MAX_PDF_BYTES: count(50 * 1024 * 1024),
  MEDIA_MAX_VIDEO_BYTES: count(300 * 1024 * 1024),
  CASE_ACKNOWLEDGE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  CASE_FEEDBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  CASE_RETENTION_DAYS: z.coerce.number().int().min(30).max(36500).default(1095),
  ADMIN_SESSION_IDLE_MS: ms(60_000, 86_400_000, 30 * 60_000),
  ADMIN_SESSION_MAX_MS: ms(60_000, 7 * 86_400_000, 12 * 3_600_000),
  ADMIN_STEP_UP_MS: ms(10_000, 3_600_000, 10 * 60_000),
  ADMIN_ALLOW_CIDRS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .refine(
      (list) => list.every(isCidr),
      'a comma-separated list of networks such as 10.0.0.0/8, 192.168.1.0/24, ::1/128',
    ),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'at least 16 printable characters, no spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Every environment variable the server reads (deploy/muyuan.env.example lists each with its default). */
export const ENV_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Redis for limits shared by several instances; unset: limits are kept in this process's memory. */
  redisUrl: string | undefined;
  /**
   * Where report attachments were kept as files before they moved into the database (UPLOAD_DIR, else
   * DATA_DIR/uploads): read once at start to move what is left there in, and never written.
   */
  legacyUploadDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | number | string;
  contentDir: string;
  webDist: string;
  contentPollMs: number;
  /** How often each instance asks for the scheduling lease and the holder publishes what is due. */
  scheduleCheckMs: number;
  /** A request (headers and body) must arrive within this time, or its connection is closed. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  /** On SIGTERM (from when /readyz turns 503), in-flight requests get this long before the process exits anyway. */
  shutdownGraceMs: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** Upper bound of the response cache, in bytes (bodies and their compressed variants). */
  cacheMaxBytes: number;
  /** Uncached content requests per client and minute. */
  rateLimitMax: number;
  /** Uncached searches per client and minute. */
  searchRateLimitMax: number;
  /** The compliance team's public key (else DATA_DIR/compliance, made on the first start). */
  compliancePublicKey: string | undefined;
  /** The HMAC key of query codes (else DATA_DIR/compliance); the same on every instance. */
  complianceCodeKey: string | undefined;
  /**
   * The site's public origin, written into canonical links, language alternates, share cards, the
   * sitemap and feeds; unset: the address the server listens on (http://localhost:PORT when HOST is a
   * wildcard), never a request's Host header.
   */
  siteUrl: string | undefined;
  /** Where browsers send attachments when uploads live on another host; unset: this site. */
  uploadPublicUrl: string | undefined;
  /** Sites allowed to upload here from a browser (when this instance is the upload host). */
  corsOrigins: string[];
  /** Integrity reports a client may submit per hour. */
  reportRateLimitMax: number;
  /** Query-code lookups (and follow-ups) a client may make per 15 minutes; beyond, the wait doubles each time. */
  lookupRateLimitMax: number;
  /** Attachments a client may upload per hour. */
  uploadRateLimitMax: number;
  /** The largest file of each kind the back office's media store takes (images and SVG, PDFs, MP4 videos). */
  mediaMaxBytes: { image: number; pdf: number; video: number };
  /** A case's acknowledgement is due this many days (24 h each) after the report was received. */
  caseAcknowledgeDays: number;
  /** Feedback to the reporter is due this many days after receipt (90: the directive's three months). */
  caseFeedbackDays: number;
  /** A closed case without a legal hold is deleted this many days after closing. */
  caseRetentionDays: number;
  /** The bearer token /metrics requires; unset: no /metrics (404). */
  metricsToken: string | undefined;
  /** A back-office session unused this long ends. */
  adminSessionIdleMs: number;
  /** A back-office session ends this long after sign-in, however busy. */
  adminSessionMaxMs: number;
  /** Sensitive admin actions need a passkey or TOTP check at most this long ago. */
  adminStepUpMs: number;
  /** Networks /admin and /api/admin answer (CIDR); empty: all. */
  adminAllowCidrs: string[];
}

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; a bad value throws an error naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    legacyUploadDir: e.UPLOAD_DIR ?? resolve(e.DATA_DIR, 'uploads'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    contentDir: e.CONTENT_DIR,
    webDist: e.WEB_DIST,
    contentPollMs: e.CONTENT_POLL_MS,
    scheduleCheckMs: e.SCHEDULE_CHECK_MS,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    cacheMaxBytes: e.CACHE_MAX_BYTES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    searchRateLimitMax: e.SEARCH_RATE_LIMIT_MAX,
    compliancePublicKey: e.COMPLIANCE_PUBLIC_KEY,
    complianceCodeKey: e.COMPLIANCE_CODE_KEY,
    siteUrl: e.SITE_URL,
    uploadPublicUrl: e.UPLOAD_PUBLIC_URL,
    corsOrigins: e.CORS_ORIGINS,
    reportRateLimitMax: e.REPORT_RATE_LIMIT_MAX,
    lookupRateLimitMax: e.LOOKUP_RATE_LIMIT_MAX,
    uploadRateLimitMax: e.UPLOAD_RATE_LIMIT_MAX,
    mediaMaxBytes: { image: e.MEDIA_MAX_IMAGE_BYTES, pdf: e.MEDIA_MAX_PDF_BYTES, video: e.MEDIA_MAX_VIDEO_BYTES },
    caseAcknowledgeDays: e.CASE_ACKNOWLEDGE_DAYS,
    caseFeedbackDays: e.CASE_FEEDBACK_DAYS,
    caseRetentionDays: e.CASE_RETENTION_DAYS,
    metricsToken: e.METRICS_TOKEN,
    adminSessionIdleMs: e.ADMIN_SESSION_IDLE_MS,
    adminSessionMaxMs: e.ADMIN_SESSION_MAX_MS,
    adminStepUpMs: e.ADMIN_STEP_UP_MS,
    adminAllowCidrs: e.ADMIN_ALLOW_CIDRS,
  };
}
