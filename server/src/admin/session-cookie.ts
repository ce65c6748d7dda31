import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie: opaque, HttpOnly, SameSite=Strict, path /. Over HTTPS it is
 * `__Host-muyuan-admin` and Secure (the prefix makes browsers refuse it without Secure, from another
 * host or with a Domain). A development server on plain-HTTP localhost cannot set a Secure cookie in
 * every browser, so there, and only there, it is `muyuan-admin` without Secure.
 */
export interface CookieSettings {
  name: string;
  secure: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function cookieSettings(origin: string): CookieSettings {
  const url = new URL(origin);
  const plainLocal = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  return plainLocal ? { name: 'muyuan-admin', secure: false } : { name: '__Host-muyuan-admin', secure: true };
}

export function readSessionCookie(request: FastifyRequest, settings: CookieSettings): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[settings.name];
  return value && /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : undefined;
}

/** Sets the cookie for a new session; no Max-Age: the server decides when a session ends. */
export function setSessionCookie(reply: FastifyReply, settings: CookieSettings, secret: string): void {
  reply.header(
    'set-cookie',
    serialize(settings.name, secret, { httpOnly: true, secure: settings.secure, sameSite: 'strict', path: '/' }),
  );
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.header(
    'set-cookie',
    serialize(settings.name, '', { httpOnly: true, secure: settings.secure, sameSite: 'strict', path: '/', maxAge: 0 }),
  );
}
