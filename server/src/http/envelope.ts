import type { Envelope } from '@muyuan/contract/envelope';
import type { Lang } from '@muyuan/contract/lang';
import { SUCCESS_CODE, SUCCESS_MSG } from '@muyuan/contract/protocol';

export function successEnvelope<T>(data: T, lang: Lang): Envelope<T> {
  return { code: SUCCESS_CODE, msg: SUCCESS_MSG[lang], data };
}

/** `data` is null, except where a refusal tells the client more (the back office's field errors). */
export function errorEnvelope<T = null>(status: number, msg: string, data: T | null = null): Envelope<T | null> {
  return { code: status, msg, data };
}
