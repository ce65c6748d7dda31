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

describe('loadConfig: the back office', () => {
  it('has 30 minutes idle, 12 hours absolute, 10 minutes step-up and no network limit by default', () => {
    expect(loadConfig({})).toMatchObject({
      adminSessionIdleMs: 1_800_000,
      adminSessionMaxMs: 43_200_000,
      adminStepUpMs: 600_000,
      adminAllowCidrs: [],
    });
  });

  it('reads the bounds and the networks, and names a bad network', () => {
    const config = loadConfig({
      ADMIN_SESSION_IDLE_MS: '600000',
      ADMIN_SESSION_MAX_MS: '3600000',
      ADMIN_ALLOW_CIDRS: ' 10.0.0.0/8, ::1/128 ',
    });
    expect(config).toMatchObject({
      adminSessionIdleMs: 600_000,
      adminSessionMaxMs: 3_600_000,
      adminAllowCidrs: ['10.0.0.0/8', '::1/128'],
    });
    expect(() => loadConfig({ ADMIN_ALLOW_CIDRS: '10.0.0.0/8, the office' })).toThrow(/ADMIN_ALLOW_CIDRS/);
  });
});
