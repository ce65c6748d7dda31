import type {
  AlertListId,
  AlertOptions,
  SubscribeAnswer,
  SubscribeRequest,
  SubscriptionView,
  UnsubscribeAnswer,
} from '@muyuan/contract/alerts';
import { ALERT_PATHS, manageQueryPath, oneClickUnsubscribePath } from '@muyuan/contract/alerts-paths';
import type { Lang } from '@muyuan/contract/lang';
import useSWR from 'swr';
import { useLang } from '../i18n/lang-context.tsx';
import { ApiError, apiPost } from './client.ts';

/**
 * E-mail alerts (issue 41): the subscribe page's calls. Only types come from contract/alerts.ts (its zod
 * stays out of the browser); the paths from alerts-paths.ts. Nothing here is cached or sent on as a
 * referrer: the confirm and manage calls carry a subscriber's token.
 */

/** A refusal of the alerts API: the server's words (`message`) and its stable code (`x-error-code`). */
export class AlertApiError extends ApiError {
  constructor(
    message: string,
    code: number | undefined,
    status: number,
    readonly errorCode: string | null,
  ) {
    super(message, code, status);
    this.name = 'AlertApiError';
  }
}

/**
 * One call of the alerts API, by any method, through the site's client (apiPost: the language header, no
 * cache, no referrer, the envelope unwrapped, the server's words in the error). Its fetch sets the method
 * and keeps the answer's `x-error-code`, which the form needs to put the server's words by their field.
 * (A fetch of its own here would make the first download's shared chunk export two more names.)
 */
async function call<T>(path: string, lang: Lang, method = 'GET', body?: unknown): Promise<T> {
  let errorCode: string | null = null;
  const send: typeof fetch = async (input, init) => {
    const response = await fetch(input, { ...init, method, ...(body === undefined ? { body: undefined } : {}) });
    errorCode = response.headers.get('x-error-code');
    return response;
  };
  try {
    return await apiPost<T>(path, body ?? null, { lang, fetchImpl: send });
  } catch (error) {
    if (error instanceof ApiError) throw new AlertApiError(error.message, error.code, error.status, errorCode);
    throw error;
  }
}

/**
 * What the form offers, in the page's language. Keyed by a string, not an endpoint's key: the answer
 * says whether a mail server is configured right now, so a server render neither asks for it nor keeps it.
 */
export function useAlertOptions() {
  const lang = useLang();
  return useSWR<AlertOptions, Error>(`${ALERT_PATHS.options}#${lang}`, () =>
    call<AlertOptions>(ALERT_PATHS.options, lang),
  );
}

/** A subscriber's choices, by the token of their mails (null: no call). */
export function useSubscription(token: string | null) {
  const lang = useLang();
  return useSWR<SubscriptionView, Error>(token === null ? null : `${manageQueryPath(token)}#${lang}`, () =>
    call<SubscriptionView>(manageQueryPath(token ?? ''), lang),
  );
}

export const subscribeToAlerts = (body: SubscribeRequest, lang: Lang) =>
  call<SubscribeAnswer>(ALERT_PATHS.subscribe, lang, 'POST', body);

export const confirmSubscription = (token: string, lang: Lang) =>
  call<SubscriptionView>(ALERT_PATHS.confirm, lang, 'POST', { token });

export const changeSubscription = (token: string, choices: { lists: AlertListId[]; lang: Lang }, lang: Lang) =>
  call<SubscriptionView>(ALERT_PATHS.manage, lang, 'PUT', { token, ...choices });

/** Unsubscribes at once: the page's body `{}` to the mails' one-click address. */
export const unsubscribeFromAlerts = (token: string, lang: Lang) =>
  call<UnsubscribeAnswer>(oneClickUnsubscribePath(token), lang, 'POST', {});
