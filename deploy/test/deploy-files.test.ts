import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '../../server/src/config.ts';
import { renderMainConfig, renderSiteConfig } from '../stack/nginx-config.ts';
import { NGINX_PATH } from '../stack/stack.ts';

const DEPLOY = resolve(import.meta.dirname, '..');

describe('deploy/', () => {
  it('lists every variable the server reads in the example environment file', () => {
    const example = readFileSync(join(DEPLOY, 'muyuan.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect(ENV_VARIABLES.filter((name) => !listed.has(name))).toEqual([]);
    expect([...listed].filter((name) => !ENV_VARIABLES.includes(name as string))).toEqual([]);
  });

  it('fills every placeholder of the nginx template and refuses what nginx would misread', () => {
    const values = {
      listen: '80',
      instancePorts: [8081, 8082],
      cacheDir: '/var/cache/nginx/muyuan',
      logDir: '/var/log/nginx',
    };
    const site = renderSiteConfig(values);
    expect(site).not.toMatch(/\{\{/);
    expect(site).toContain('server 127.0.0.1:8081 max_fails=1 fail_timeout=2s;');
    expect(site).toContain('server 127.0.0.1:8082 max_fails=1 fail_timeout=2s;');
    expect(site).toMatch(/proxy_next_upstream error timeout;/);
    expect(site).not.toMatch(/^\s*proxy_next_upstream [^\n]*non_idempotent/m);
    expect(() => renderSiteConfig({ ...values, instancePorts: [8081] })).toThrow(/two or more/);
    expect(() => renderSiteConfig({ ...values, cacheDir: '/tmp/a b; evil' })).toThrow(/plain absolute path/);
    expect(() => renderSiteConfig({ ...values, listen: '80; include /etc/passwd' })).toThrow(/listen/);
    expect(() => renderSiteConfig(values, 'listen {{listen}}; {{nope}}')).toThrow(/unknown placeholder \{\{nope\}\}/);
    expect(() => renderSiteConfig(values, 'listen {{listen}};')).toThrow(/lacks/);
  });

  it('serves no file from nginx itself: every answer, a PDF with its sandbox included, is an instance’s', () => {
    const template = readFileSync(join(DEPLOY, 'nginx/muyuan.conf.template'), 'utf8');
    const directives = template.replace(/#.*$/gm, '');
    // No folder of its own (root, alias, try_files): /media/ and everything else go to the instances,
    // which send each PDF with Content-Security-Policy: sandbox, nosniff and its type.
    expect(directives).not.toMatch(/^\s*(root|alias|try_files)\s/m);
    // ... and nginx hides none of those headers on the way.
    expect(directives).not.toMatch(
      /proxy_hide_header\s+(Content-Security-Policy|X-Content-Type-Options|Content-Type)/i,
    );
  });

  it('maps each exact Accept-Encoding to the encoding its regular expressions would pick', () => {
    const template = readFileSync(join(DEPLOY, 'nginx/muyuan.conf.template'), 'utf8');
    const block = /^map \$http_accept_encoding \$muyuan_encoding \{\n([\s\S]*?)^\}/m.exec(template)?.[1] ?? '';
    const entries = [...block.matchAll(/^\s*("[^"]*"|\S+)\s+(\S+);/gm)].map(([, key = '', value = '']) => ({
      key: key.replace(/^"|"$/g, ''),
      value,
    }));
    const regexes = entries
      .filter((e) => e.key.startsWith('~*'))
      .map((e) => ({ pattern: new RegExp(e.key.slice(2), 'i'), value: e.value }));
    const fallback = entries.find((e) => e.key === 'default')?.value;
    const exact = entries.filter((e) => e.key !== 'default' && e.key !== '' && !e.key.startsWith('~'));
    expect(regexes.length).toBeGreaterThan(0);
    expect(exact.map((e) => e.key)).toContain('gzip');
    for (const { key, value } of exact) {
      expect([key, value]).toEqual([key, regexes.find((r) => r.pattern.test(key))?.value ?? fallback]);
    }
  });

  it.runIf(existsSync(NGINX_PATH))('renders a configuration nginx accepts', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'muyuan-nginx-t-'));
    try {
      mkdirSync(join(prefix, 'cache'));
      const siteFile = join(prefix, 'muyuan.conf');
      writeFileSync(
        siteFile,
        renderSiteConfig({
          listen: '127.0.0.1:1',
          instancePorts: [1, 2],
          cacheDir: join(prefix, 'cache'),
          logDir: prefix,
        }),
      );
      writeFileSync(join(prefix, 'nginx.conf'), renderMainConfig({ prefix, workers: 1, siteFile }));
      const test = spawnSync(
        NGINX_PATH,
        ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
        {
          encoding: 'utf8',
        },
      );
      expect(test.stderr).toContain('test is successful');
      expect(test.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('hardens the instance unit and takes its port from the instance name', () => {
    const unit = readFileSync(join(DEPLOY, 'systemd/muyuan@.service'), 'utf8');
    for (const line of [
      'Environment=PORT=%i',
      'EnvironmentFile=/etc/muyuan/muyuan.env',
      'User=muyuan',
      'NoNewPrivileges=yes',
      'ProtectSystem=strict',
      'ReadWritePaths=/var/lib/muyuan',
      'PrivateTmp=yes',
      'ProtectHome=yes',
      'Requires=muyuan-prepare.service',
    ]) {
      expect(unit.split('\n')).toContain(line);
    }
    // The unit runs what `npm run serve` runs.
    const serve = (JSON.parse(readFileSync(join(DEPLOY, '../package.json'), 'utf8')) as { scripts: { serve: string } })
      .scripts.serve;
    expect(unit).toContain(
      `ExecStart=/usr/bin/${serve.replace('server/dist/main.js', '/opt/muyuan/server/dist/main.js')}`,
    );
  });
});
