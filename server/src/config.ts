import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { checkDkimComplete, dkimDomain, dkimPrivateKey, dkimSelector, mailFrom } from './alerts/mail-config.ts';
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
/** A comma-separated list, empty by default; blanks around and between the commas are dropped. */
const commaList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const optionalUrl = (scheme: RegExp, what: string) =>
  z
    .string()
    .regex(scheme, what)
    .optional()
    .or(z.literal('').transform(() => undefined));

/** QUOTE_FEED_HEADERS: a JSON object of header names to values, empty by default. */
const headerObject = z
  .string()
  .default('{}')
  .transform((text, ctx): Record<string, string> => {
    try {
      const value: unknown = JSON.parse(text || '{}');
      const parsed = z.record(z.string().regex(/^[A-Za-z0-9-]+$/), z.string()).safeParse(value);
      if (parsed.success) return parsed.data;
    } catch {
      // Reported below with the variable's expected form.
    }
    ctx.addIssue({
      code: 'custom',
      message: 'a JSON object of header names to text, e.g. {"Referer":"https://example.com"}',
    });
    return z.NEVER;
  });

/**
 * Every setting, once: its environment variable, what the variable may hold, its default and what it is for
 * (the README's "Configuration" table says each at length, and a test holds the two together). The server
 * reads each under its variable's name in camelCase (PORT: port, DB_CONNECT_TIMEOUT_MS: dbConnectTimeoutMs),
 * but for the two that `toConfig` shapes.
 */
const settings = {
  /** The HTTP port. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  /** The interface to listen on. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** The SQLite database's folder, and the compliance keys' when none is given. */
  DATA_DIR: path.prefault('./data'),
  /** PostgreSQL instead of SQLite. */
  DATABASE_URL: optionalUrl(/^postgres(ql)?:\/\//, 'a postgres:// connection URL'),
  /** Redis for limits and sessions shared by several instances; unset: limits in memory, sessions in the database. */
  REDIS_URL: optionalUrl(/^rediss?:\/\//, 'a redis:// URL'),
  /** Where attachments were once kept as files, moved into the database at start (legacyUploadDir). */
  UPLOAD_DIR: path.optional(),
  /** The least severe log line written. */
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Which proxies' forwarded client addresses to believe. */
  TRUST_PROXY: trustProxy.prefault('false'),
  /** The content folder to import, and to serve /media/ from. */
  CONTENT_DIR: path.prefault('./content'),
  /** The built web app. */
  WEB_DIST: path.prefault('./web/dist'),
  /** How often an instance checks whether the content changed. */
  CONTENT_POLL_MS: ms(50, 3_600_000, 2000),
  /** How often each instance asks for the scheduling lease and the holder publishes what is due. */
  SCHEDULE_CHECK_MS: ms(1000, 60_000, 10_000),
  /** A request (headers and body) must arrive within this time, or its connection is closed. */
  REQUEST_TIMEOUT_MS: ms(1000, 3_600_000, 120_000),
  /** Idle keep-alive connections are closed after this time. */
  KEEP_ALIVE_TIMEOUT_MS: ms(100, 600_000, 5000),
  /** On SIGTERM (from when /readyz turns 503), in-flight requests get this long before the process exits anyway. */
  SHUTDOWN_GRACE_MS: ms(100, 600_000, 10_000),
  /** PostgreSQL: a connection that does not open within this time is given up. */
  DB_CONNECT_TIMEOUT_MS: ms(100, 600_000, 3000),
  /** PostgreSQL: the statement timeout. */
  DB_STATEMENT_TIMEOUT_MS: ms(100, 600_000, 5000),
  /** Upper bound of the response cache, in bytes (bodies and their compressed variants). */
  CACHE_MAX_BYTES: count(64 * 1024 * 1024),
  /** Uncached content requests per client and minute. */
  RATE_LIMIT_MAX: count(600),
  /** Uncached searches per client and minute. */
  SEARCH_RATE_LIMIT_MAX: count(120),
  /** The compliance team's public key (else DATA_DIR/compliance, made on the first start). */
  COMPLIANCE_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'an X25519 public key, base64url (npm run compliance -- keygen)')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The HMAC key of query codes (else DATA_DIR/compliance); the same on every instance. */
  COMPLIANCE_CODE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43,}$/, 'at least 32 random bytes, base64url')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The site's public origin for canonical links, share cards, the sitemap and feeds; unset: the listening address. */
  SITE_URL: optionalUrl(/^https?:\/\/[^/]+$/, 'the public origin such as https://www.muyuanfoods.com (no path)'),
  /** Where browsers send attachments when uploads live on another host; unset: this site. */
  UPLOAD_PUBLIC_URL: optionalUrl(/^https?:\/\/[^/]+$/, 'an origin such as https://upload.example.com (no path)'),
  /** Sites allowed to upload here from a browser (when this instance is the upload host). */
  CORS_ORIGINS: commaList,
  /** Integrity reports a client may submit per hour. */
  REPORT_RATE_LIMIT_MAX: count(5),
  /** Query-code lookups (and follow-ups) a client may make per 15 minutes; beyond, the wait doubles each time. */
  LOOKUP_RATE_LIMIT_MAX: count(10),
  /** Attachments a client may upload per hour. */
  UPLOAD_RATE_LIMIT_MAX: count(30),
  /** E-mail alert subscriptions a client may ask for per hour. */
  ALERT_SUBSCRIBE_RATE_MAX: count(10),
  /** The largest image (and SVG) the back office's media store takes (mediaMaxBytes.image). */
  MEDIA_MAX_IMAGE_BYTES: count(20 * 1024 * 1024),
  /** The largest PDF it takes (mediaMaxBytes.pdf). */
  MEDIA_MAX_PDF_BYTES: count(50 * 1024 * 1024),
  /** The largest MP4 video it takes (mediaMaxBytes.video). */
  MEDIA_MAX_VIDEO_BYTES: count(300 * 1024 * 1024),
  /** A case's acknowledgement is due this many days (24 h each) after the report was received. */
  CASE_ACKNOWLEDGE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Feedback to the reporter is due this many days after receipt (90: the directive's three months). */
  CASE_FEEDBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** A closed case without a legal hold is deleted this many days after closing. */
  CASE_RETENTION_DAYS: z.coerce.number().int().min(30).max(36500).default(1095),
  /** A back-office session unused this long ends. */
  ADMIN_SESSION_IDLE_MS: ms(60_000, 86_400_000, 30 * 60_000),
  /** A back-office session ends this long after sign-in, however busy. */
  ADMIN_SESSION_MAX_MS: ms(60_000, 7 * 86_400_000, 12 * 3_600_000),
  /** Sensitive admin actions need a passkey or TOTP check at most this long ago. */
  ADMIN_STEP_UP_MS: ms(10_000, 3_600_000, 10 * 60_000),
  /** Networks /admin and /api/admin answer (CIDR); empty: all. */
  ADMIN_ALLOW_CIDRS: commaList.refine(
    (list) => list.every(isCidr),
    'a comma-separated list of networks such as 10.0.0.0/8, 192.168.1.0/24, ::1/128',
  ),
  /** The live quote feed (one GET, the A-share quote text format) with `{codes}` for the codes; unset: the stored quotes only. */
  QUOTE_FEED_URL: optionalUrl(
    /^https?:\/\/\S*\{codes\}\S*$/,
    'an http(s) URL holding {codes}, e.g. http://host/list={codes}',
  ),
  /** Extra headers the feed wants on each request (a Referer, a key). */
  QUOTE_FEED_HEADERS: headerObject,
  /** How often the instance holding the quote lease asks the feed. */
  QUOTE_POLL_MS: ms(100, 3_600_000, 15_000),
  /** `sessions`: poll only in trading sessions (Beijing time, trading days); `always`: at any hour. */
  QUOTE_POLL_HOURS: z.enum(['sessions', 'always']).default('sessions'),
  /** The mail server of e-mail alerts (smtp:// or smtps://, user and password in it); unset: no alerts are offered. */
  SMTP_URL: optionalUrl(
    /^smtps?:\/\/\S+$/,
    'an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com',
  ),
  /** The alerts' sender (From), one address with or without a name. */
  MAIL_FROM: mailFrom,
  /** DKIM signing of alerts: the signing domain (d=); signs only with DKIM_SELECTOR and DKIM_PRIVATE_KEY too. */
  DKIM_DOMAIN: dkimDomain,
  /** The DKIM selector (s=): the key's DNS record is <selector>._domainkey.<domain>. */
  DKIM_SELECTOR: dkimSelector,
  /** The DKIM signing key, PEM text (`\n` for its line breaks in a one-line environment file). */
  DKIM_PRIVATE_KEY: dkimPrivateKey,
  /** Alert mails handed to the mail server per minute at most (spread over the minute). */
  MAIL_RATE_PER_MIN: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Minutes an item's alert mails wait after its publication is noticed, so the console can hold them (0: at once). */
  ALERT_HOLD_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /**
   * The tesseract binary that reads scanned PDFs by OCR (a name on PATH or a path), used when it has the
   * chi_sim and eng data; `off`: scans are not read.
   */
  OCR_TESSERACT: z
    .string()
    .trim()
    .min(1)
    .default('tesseract')
    .transform((v) => (v === 'off' ? null : v)),
  /** The bearer token /metrics requires; unset: no /metrics (404). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,256}$/, 'at least 16 printable characters, no spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
};

/** The variables as they are read, before `toConfig` names and shapes them (for the README's test). */
export const envSchema = z.object(settings);

/** Every environment variable the server reads (deploy/muyuan.env.example lists each with its default). */
export const ENV_VARIABLES: readonly string[] = Object.keys(settings);

/** An environment variable's name as the configuration reads it: DB_CONNECT_TIMEOUT_MS, dbConnectTimeoutMs. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCase<Tail>>}`
  : Lowercase<Name>;

/** Not homomorphic (`keyof T & string`): a setting zod calls optional is a key that may hold undefined, as before. */
type CamelCaseKeys<T> = { [K in keyof T & string as CamelCase<K>]: T[K] };

type Env = z.output<typeof envSchema>;

/** Every variable but those `shaped` under its camelCase name; an unset optional one too, as undefined. */
function camelCaseKeys<Shaped extends keyof Env>(
  env: Env,
  shaped: readonly Shaped[],
): CamelCaseKeys<Omit<Env, Shaped>> {
  const names = (Object.keys(settings) as (keyof Env)[]).filter((name) => !shaped.includes(name as Shaped));
  const camelCase = (name: string) => name.toLowerCase().replace(/_(.)/g, (_, letter: string) => letter.toUpperCase());
  return Object.fromEntries(names.map((name) => [camelCase(name), env[name]])) as CamelCaseKeys<Omit<Env, Shaped>>;
}

/** The settings read otherwise: the old upload folder falls back on DATA_DIR's; the three media limits go together. */
const toConfig = (env: Env) => ({
  ...camelCaseKeys(env, ['UPLOAD_DIR', 'MEDIA_MAX_IMAGE_BYTES', 'MEDIA_MAX_PDF_BYTES', 'MEDIA_MAX_VIDEO_BYTES']),
  legacyUploadDir: env.UPLOAD_DIR ?? resolve(env.DATA_DIR, 'uploads'),
  mediaMaxBytes: { image: env.MEDIA_MAX_IMAGE_BYTES, pdf: env.MEDIA_MAX_PDF_BYTES, video: env.MEDIA_MAX_VIDEO_BYTES },
});

// DKIM is configured whole or not at all (alerts/mail-config.ts).
const configSchema = envSchema.superRefine(checkDkimComplete).transform(toConfig);

/**
 * The configuration the server runs with: each setting under its variable's name in camelCase (what it is
 * for is said once, at the variable in `settings`), but for legacyUploadDir and mediaMaxBytes (`toConfig`).
 */
export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; a bad value throws an error naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment: ${lines.join('; ')}`);
  }
  return parsed.data;
}
