import { describe, expect, it } from 'vitest';
import { siteLogFormat } from '../../../deploy/stack/nginx-config.ts';
import { renderNginxConfig } from './nginx-config.ts';

const input = {
  prefix: '/tmp/bench-nginx-1/',
  port: 40123,
  workers: 1,
  locations: [
    { path: '/api/muyuan-official-website/noToken/introduce/brief', file: '/tmp/bench-nginx-1/body-0.json' },
    { path: '/api/muyuan-official-website/noToken/searchKey', file: '/tmp/bench-nginx-1/body-1.json' },
  ],
};

describe('renderNginxConfig', () => {
  const config = renderNginxConfig(input);

  it('runs in the foreground with the given workers, its pid file and logs in the prefix, no access log', () => {
    expect(config).toContain('daemon off;');
    expect(config).toContain('worker_processes 1;');
    expect(config).toContain('pid /tmp/bench-nginx-1/nginx.pid;');
    expect(config).toContain('error_log /tmp/bench-nginx-1/error.log warn;');
    expect(config).toContain('access_log off;');
    expect(config).toContain('listen 127.0.0.1:40123;');
    expect(config).not.toMatch(/\/\/nginx\.pid/);
  });

  it('serves each saved body as JSON at the exact path of its endpoint', () => {
    expect(config).toContain(
      'location = /api/muyuan-official-website/noToken/searchKey { default_type application/json; alias /tmp/bench-nginx-1/body-1.json; }',
    );
    expect(config.match(/location = /g)).toHaveLength(2);
  });

  it('writes `auto` for one worker per CPU', () => {
    expect(renderNginxConfig({ ...input, workers: 'auto' })).toContain('worker_processes auto;');
  });

  it('keeps connections open for the whole run, as Node does', () => {
    expect(config).toMatch(/keepalive_requests \d{6,};/);
  });

  it('refuses paths that would need quoting or carry a query, and duplicate paths', () => {
    const bad = (path: string) => () => renderNginxConfig({ ...input, locations: [{ path, file: '/tmp/x.json' }] });
    expect(bad('/a b')).toThrow();
    expect(bad('/a?b=1')).toThrow();
    expect(bad('/a;b')).toThrow();
    const twice = [input.locations[0], input.locations[0]].filter((l) => l !== undefined);
    expect(() => renderNginxConfig({ ...input, locations: twice })).toThrow(/two locations/);
  });

  it("sends an answer's headers with its body when given, and refuses one nginx would misread", () => {
    const withHeaders = renderNginxConfig({
      ...input,
      locations: [
        {
          path: '/a',
          file: '/tmp/bench-nginx-1/body-0.json',
          answerHeaders: {
            'content-type': 'application/json; charset=utf-8',
            'content-security-policy': "default-src 'self'",
          },
        },
      ],
    });
    expect(withHeaders).toContain(
      `location = /a { default_type "application/json; charset=utf-8"; add_header content-security-policy "default-src 'self'"; add_header X-Request-Id $request_id; alias /tmp/bench-nginx-1/body-0.json; }`,
    );
    const bad = (answerHeaders: Record<string, string>) => () =>
      renderNginxConfig({ ...input, locations: [{ path: '/a', file: '/tmp/b.json', answerHeaders }] });
    expect(bad({ etag: 'W/"x"' })).toThrow(/cannot send/);
    expect(bad({ 'x-a': '$request_uri' })).toThrow(/cannot send/);
    expect(bad({ 'x a': 'b' })).toThrow(/cannot send/);
  });

  it('sends a file compressed ahead of time with gzip_static, and refuses a Content-Encoding of its own', () => {
    const gz = renderNginxConfig({
      ...input,
      locations: [
        {
          path: '/a',
          file: '/tmp/bench-nginx-1/body-0.json',
          precompressed: 'gzip',
          answerHeaders: { 'content-type': 'application/json; charset=utf-8' },
        },
      ],
    });
    expect(gz).toContain(
      'location = /a { gzip_static on; default_type "application/json; charset=utf-8"; add_header X-Request-Id $request_id; alias /tmp/bench-nginx-1/body-0.json; }',
    );
    expect(
      renderNginxConfig({ ...input, locations: [{ path: '/a', file: '/tmp/b.json', precompressed: 'gzip' }] }),
    ).toContain('location = /a { gzip_static on; default_type application/json; alias /tmp/b.json; }');
    expect(() =>
      renderNginxConfig({
        ...input,
        locations: [{ path: '/a', file: '/tmp/b.json', answerHeaders: { 'Content-Encoding': 'gzip' } }],
      }),
    ).toThrow(/makes Content-Encoding itself/);
  });

  it("logs and keeps connections as the stack's edge does when given its log format", () => {
    const edge = renderNginxConfig({ ...input, edgeLogFormat: siteLogFormat() });
    expect(edge).toContain(siteLogFormat());
    expect(edge).toContain('access_log /tmp/bench-nginx-1/access.log muyuan_json buffer=64k flush=1s;');
    expect(edge).not.toContain('access_log off;');
    expect(edge).not.toContain('keepalive_requests');
    expect(() => renderNginxConfig({ ...input, edgeLogFormat: 'log_format x' })).toThrow(/log_format/);
  });
});
