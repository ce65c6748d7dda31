import type { Envelope } from '@muyuan/contract/envelope';
import type { Lang } from '@muyuan/contract/lang';
import { SUCCESS_CODE, SUCCESS_MSG } from '@muyuan/contract/protocol';

export function successEnvelope<T>(data: T, lang: Lang): Envelope<T> {
  return { code: SUCCESS_CODE, msg: SUCCESS_MSG[lang], data };
}

export function errorEnvelope(status: number, msg: string): Envelope<null> {
  return { code: status, msg, data: null };
}
