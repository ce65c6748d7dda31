import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The site's nginx configuration, with `{{name}}` placeholders (deploy/nginx/muyuan.conf.template). */
export const SITE_TEMPLATE = resolve(import.meta.dirname, '../nginx/muyuan.conf.template');

export interface SiteValues {
  /** nginx's `listen` argument: a port, or address:port. */
  listen: string;
  /** The instances' ports on the loopback, two or more. */
  instancePorts: readonly number[];
  cacheDir: string;
  logDir: string;
}

const PLAIN_PATH = /^\/[A-Za-z0-9/_.-]*$/;
const LISTEN = /^(?:(?:\d{1,3}\.){3}\d{1,3}:|\[[0-9a-fA-F:]+\]:)?\d{1,5}$/;

/**
 * The template with its placeholders filled. An instance that fails a request (refused, reset, timed
 * out) is left out for 2 s, then tried again: a restarted instance is back in rotation soon, and a
 * dead one costs one failed connection (retried on the other) every 2 s.
 */
export function renderSiteConfig(values: SiteValues, template: string = readFileSync(SITE_TEMPLATE, 'utf8')): string {
  if (!LISTEN.test(values.listen)) throw new Error(`not an nginx listen address: ${values.listen}`);
  if (values.instancePorts.length < 2) throw new Error('the stack runs two or more instances');
  for (const port of values.instancePorts) {
    if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`not a port: ${port}`);
  }
  for (const path of [values.cacheDir, values.logDir]) {
    if (!PLAIN_PATH.test(path)) throw new Error(`not a plain absolute path for nginx: ${path}`);
  }
  const filled: Record<string, string> = {
    listen: values.listen,
    upstreams: values.instancePorts
      .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
      .join('\n'),
    cache_dir: values.cacheDir,
    log_dir: values.logDir,
  };
  const used = new Set<string>();
  const text = template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = filled[name];
    if (value === undefined) throw new Error(`the nginx template names an unknown placeholder {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(filled).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`the nginx template lacks {{${unused.join('}}, {{')}}}`);
  return text;
}

/** The template's `log_format` directive, whole (the bench gives its static nginx the same log). */
export function siteLogFormat(template: string = readFileSync(SITE_TEMPLATE, 'utf8')): string {
  const directive = /^log_format [\s\S]*?';$/m.exec(template)?.[0];
  if (!directive) throw new Error('the nginx template has no log_format directive');
  return directive;
}

export interface MainValues {
  /** nginx's prefix: pid file, error log and temp directories live there. */
  prefix: string;
  workers: number | 'auto';
  /** The rendered site configuration, included in `http`. */
  siteFile: string;
}

/**
 * What Debian's /etc/nginx/nginx.conf gives a site in production, in a folder of its own, for a
 * run without root: the pid file, the error log and every temp path under `prefix`.
 */
export function renderMainConfig({ prefix, workers, siteFile }: MainValues): string {
  for (const path of [prefix, siteFile]) {
    if (!PLAIN_PATH.test(path)) throw new Error(`not a plain absolute path for nginx: ${path}`);
  }
  return [
    `worker_processes ${workers};`,
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  tcp_nodelay on;',
    '  keepalive_timeout 65;',
    `  client_body_temp_path ${prefix}/client_body;`,
    `  proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi;`,
    `  scgi_temp_path ${prefix}/scgi;`,
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}
