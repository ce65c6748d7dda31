import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';

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

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: path.prefault('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'a postgres:// connection URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  UPLOAD_DIR: path.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TRUST_PROXY: trustProxy.prefault('false'),
  CONTENT_DIR: path.prefault('./content'),
  WEB_DIST: path.prefault('./web/dist'),
  CONTENT_POLL_MS: z.coerce.number().int().min(50).max(3_600_000).default(2000),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  trustProxy: boolean | number | string;
  contentDir: string;
  webDist: string;
  contentPollMs: number;
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
    uploadDir: e.UPLOAD_DIR ?? resolve(e.DATA_DIR, 'uploads'),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    contentDir: e.CONTENT_DIR,
    webDist: e.WEB_DIST,
    contentPollMs: e.CONTENT_POLL_MS,
  };
}
