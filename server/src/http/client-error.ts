import type { Socket } from 'node:net';
import { errorEnvelope } from './envelope.ts';
import { securityHeaders } from './security-headers.ts';

/** The security headers as raw header lines (the strictest set: no analytics origin). */
const SECURITY_HEADER_LINES = Object.entries(securityHeaders({ analytics: false }))
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/** What each parser failure is answered with; anything else is a plain 400. */
const ANSWERS: Record<string, { status: number; reason: string; msg: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', msg: '请求头过大' },
  // Node's requestTimeout: the request did not arrive in time (e.g. a body trickling in byte by byte).
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', msg: '请求超时' },
};
const BAD_REQUEST = { status: 400, reason: 'Bad Request', msg: '请求格式错误' };

/**
 * Requests Node's HTTP parser rejects (raw non-ASCII in the URL, broken request lines, huge headers,
 * requests that time out) never reach Fastify's error handler; they still get a JSON envelope with
 * the security headers. The language is unknown at this point (headers were not parsed), so the
 * message is the default Chinese.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, reason, msg } = (error.code && ANSWERS[error.code]) || BAD_REQUEST;
  const body = JSON.stringify(errorEnvelope(status, msg));
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      SECURITY_HEADER_LINES +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
