/**
 * The HTTP conventions shared by server and web (spec section 7), free of zod so the web's first
 * download stays small.
 */

/** Request header that carries the visitor's language (`zh` or `en`) on every API call. */
export const LANG_HEADER = 'lang';

export const SUCCESS_CODE = 200;
export const SUCCESS_MSG = { zh: '成功', en: 'Success' } as const;

/** The spec's rule: a response is successful when its code (or status) equals 200. */
export function isSuccess(body: { code?: unknown; status?: unknown }): boolean {
  return body.code === SUCCESS_CODE || body.status === SUCCESS_CODE;
}
