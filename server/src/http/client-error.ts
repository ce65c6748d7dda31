import type { Socket } from 'node:net';
import { errorEnvelope } from './envelope.ts';

/**
 * Requests Node's HTTP parser rejects (raw non-ASCII in the URL, broken request lines, huge headers)
 * never reach Fastify's error handler; they still get a JSON envelope. The language is unknown at
 * this point (headers were not parsed), so the message is the default Chinese.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify(errorEnvelope(status, tooLarge ? '请求头过大' : '请求格式错误'));
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
