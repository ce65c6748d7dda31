/** One endpoint nginx answers: its path (no query) and the file holding the saved response body. */
export interface NginxLocation {
  path: string;
  file: string;
  /**
   * Headers sent with the body, as a server's answer carries them (its content type among them), and
   * `X-Request-Id` made per request as the reference stack's nginx does: the same bytes on the wire as
   * that answer. Unset: JSON content type and nginx's own headers only.
   */
  answerHeaders?: Readonly<Record<string, string>>;
  /**
   * `gzip`: `file` is the body as it is and `file.gz` beside it the same body compressed ahead of time,
   * which nginx sends as it is to a client that accepts gzip (`gzip_static on`, its own
   * `Content-Encoding: gzip`, no compression per request).
   */
  precompressed?: 'gzip';
}

const HEADER_NAME = /^[A-Za-z0-9-]+$/;
/** Quoted in the config: printable ASCII and spaces only, and no quote, backslash or variable sign. */
const HEADER_VALUE = /^[ !#%-[\]-~]*$/;

/** The directives that send a location's body with its answer's headers (and its .gz file, if any). */
function locationHeaders(location: NginxLocation): string {
  const gzipStatic = location.precompressed === 'gzip' ? ['gzip_static on;'] : [];
  if (!location.answerHeaders) return [...gzipStatic, 'default_type application/json;'].join(' ');
  const directives: string[] = [...gzipStatic];
  for (const [name, value] of Object.entries(location.answerHeaders)) {
    if (!HEADER_NAME.test(name) || !HEADER_VALUE.test(value))
      throw new Error(`a header nginx cannot send as given: ${name}`);
    // nginx says how the file it sends is encoded: a second Content-Encoding would contradict or repeat it.
    if (name.toLowerCase() === 'content-encoding') throw new Error(`nginx makes ${name} itself for a file`);
    directives.push(
      name.toLowerCase() === 'content-type' ? `default_type "${value}";` : `add_header ${name} "${value}";`,
    );
  }
  directives.push('add_header X-Request-Id $request_id;');
  return directives.join(' ');
}

export interface NginxConfigInput {
  /** nginx's prefix directory: pid file, error log and temp directories live there. */
  prefix: string;
  port: number;
  /** 1 matches the Node server's single process; `auto` is one per CPU. */
  workers: number | 'auto';
  locations: readonly NginxLocation[];
  /**
   * Set: logged and kept alive as the reference stack's edge is (this `log_format` line, written
   * buffered to `access.log` in the prefix, and nginx's default of 1,000 requests per connection),
   * so a comparison with the stack measures its cache, not its logging. Unset: no access log and
   * connections kept for the whole run, as the Node server keeps them.
   */
  edgeLogFormat?: string;
}

function logFormatName(directive: string): string {
  const name = /^\s*log_format\s+([a-z_]+)\s/.exec(directive)?.[1];
  if (!name || !directive.trim().endsWith(';')) throw new Error('not one log_format directive');
  return name;
}

const SAFE_PATH = /^\/[A-Za-z0-9/_.-]*$/;
const SAFE_FILE = /^\/[A-Za-z0-9/_.-]+$/;

/**
 * A minimal nginx configuration that serves saved API answers as static files: one exact `location`
 * per endpoint path (the query is ignored), JSON content type, no access log, and keep-alive
 * connections that stay open for the whole run like Node's (nginx closes one after 1000 requests by
 * default, which would cost it reconnections the Node server does not pay).
 */
export function renderNginxConfig(input: NginxConfigInput): string {
  const paths = new Set<string>();
  for (const { path, file } of input.locations) {
    if (!SAFE_PATH.test(path)) throw new Error(`not a plain URL path for nginx: ${path}`);
    if (!SAFE_FILE.test(file)) throw new Error(`not a plain file path for nginx: ${file}`);
    if (paths.has(path)) throw new Error(`two locations for ${path}`);
    paths.add(path);
  }
  const p = input.prefix.replace(/\/$/, '');
  return [
    'daemon off;',
    `worker_processes ${input.workers};`,
    `pid ${p}/nginx.pid;`,
    `error_log ${p}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...(input.edgeLogFormat === undefined
      ? ['  access_log off;', '  keepalive_requests 100000000;']
      : [
          `  ${input.edgeLogFormat.trim()}`,
          `  access_log ${p}/access.log ${logFormatName(input.edgeLogFormat)} buffer=64k flush=1s;`,
        ]),
    '  sendfile on;',
    '  tcp_nopush on;',
    '  tcp_nodelay on;',
    '  keepalive_timeout 65;',
    `  client_body_temp_path ${p}/client_body;`,
    `  proxy_temp_path ${p}/proxy;`,
    `  fastcgi_temp_path ${p}/fastcgi;`,
    `  uwsgi_temp_path ${p}/uwsgi;`,
    `  scgi_temp_path ${p}/scgi;`,
    '  server {',
    `    listen 127.0.0.1:${input.port};`,
    ...input.locations.map(
      (location) => `    location = ${location.path} { ${locationHeaders(location)} alias ${location.file}; }`,
    ),
    '  }',
    '}',
    '',
  ].join('\n');
}
