import type { IncomingHttpHeaders } from 'node:http';
import { DEFAULT_LANG, type Lang } from '@muyuan/contract/lang';
import { LANG_HEADER } from '@muyuan/contract/protocol';

function fromTag(tag: string): Lang | null {
  const t = tag.trim().toLowerCase();
  if (t.startsWith('en')) return 'en';
  if (t.startsWith('zh')) return 'zh';
  return null;
}

/** The best of `zh`/`en` in an Accept-Language header, honouring q-values; null when neither is listed. */
function fromAcceptLanguage(header: string): Lang | null {
  let best: Lang | null = null;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.split(';');
    const lang = fromTag(tag);
    if (!lang) continue;
    const qParam = params.find((p) => p.trim().startsWith('q='));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (Number.isFinite(q) && q > bestQ) {
      best = lang;
      bestQ = q;
    }
  }
  return best;
}

/** The request's language: the `lang` header, else Accept-Language, else Chinese. */
export function requestLang(headers: IncomingHttpHeaders): Lang {
  const explicit = headers[LANG_HEADER];
  if (typeof explicit === 'string') {
    const lang = fromTag(explicit);
    if (lang) return lang;
  }
  const accept = headers['accept-language'];
  return (typeof accept === 'string' && fromAcceptLanguage(accept)) || DEFAULT_LANG;
}

/** Value of the Content-Language response header. */
export const CONTENT_LANGUAGE: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
/** Responses differ by these request headers. */
export const VARY = 'lang, Accept-Language, Accept-Encoding';
