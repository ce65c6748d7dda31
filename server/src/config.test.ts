import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults, with paths resolved against the repo root', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: resolve(REPO_ROOT, 'data'),
      databaseUrl: undefined,
      legacyUploadDir: resolve(REPO_ROOT, 'data/uploads'),
      logLevel: 'info',
      trustProxy: false,
      contentDir: resolve(REPO_ROOT, 'content'),
      webDist: resolve(REPO_ROOT, 'web/dist'),
      contentPollMs: 2000,
    });
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/site',
      DATABASE_URL: 'postgres://u@h/db',
      TRUST_PROXY: '2',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/site',
      legacyUploadDir: '/var/site/uploads',
      trustProxy: 2,
    });
    expect(config.databaseUrl).toBe('postgres://u@h/db');
  });

  it('stops with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
