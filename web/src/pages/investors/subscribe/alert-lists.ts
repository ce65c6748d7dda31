import type { AlertList } from '@muyuan/contract/alerts';
import { NOTICE_LIST_PREFIX } from '@muyuan/contract/alerts-paths';
import { AlertApiError } from '../../../api/alerts.ts';

/** The form's lists in two groups: each announcement type, then company news and securities news. */
export interface ListGroups {
  notices: AlertList[];
  news: AlertList[];
}

export function groupLists(lists: readonly AlertList[]): ListGroups {
  return {
    notices: lists.filter((list) => list.id.startsWith(NOTICE_LIST_PREFIX)),
    news: lists.filter((list) => !list.id.startsWith(NOTICE_LIST_PREFIX)),
  };
}

/** The names of chosen lists, in the order the form shows them (an id the options lack is shown as itself). */
export function listNames(ids: readonly string[], lists: readonly AlertList[]): string[] {
  const known = lists.filter((list) => ids.includes(list.id)).map((list) => list.name);
  const unknown = ids.filter((id) => !lists.some((list) => list.id === id));
  return [...known, ...unknown];
}

/** `ids` with `id` added or taken out, in the order of `lists`. */
export function toggled(ids: readonly string[], id: string, on: boolean, lists: readonly AlertList[]): string[] {
  const next = new Set(ids);
  if (on) next.add(id);
  else next.delete(id);
  return lists.map((list) => list.id).filter((listId) => next.has(listId));
}

/** A field of the form that the API can refuse. */
export type AlertField = 'email' | 'lists' | 'lang';

/**
 * The field an API refusal is about, by its stable code (`x-error-code`; server/src/alerts/routes.ts):
 * the server's words are shown next to that field. Any other refusal (a changed privacy notice, too
 * many requests, alerts switched off) is about the whole form.
 */
export function fieldOfError(errorCode: string | null): AlertField | null {
  switch (errorCode) {
    case 'invalid_email':
      return 'email';
    case 'no_list':
    case 'unknown_list':
      return 'lists';
    case 'invalid_lang':
      return 'lang';
    default:
      return null;
  }
}

/** What the form shows of a refusal: the server's words by field, or for the whole form. */
export type Problems = Partial<Record<AlertField | 'form', string>>;

/** The API's refusal as a form shows it: next to its field, or above the button; no answer at all, `networkError`. */
export function problemsOfError(error: unknown, networkError: string): Problems {
  if (!(error instanceof AlertApiError)) return { form: networkError };
  return { [fieldOfError(error.errorCode) ?? 'form']: error.message };
}
