/**
 * What the last change of address was: a new entry (a link, the address bar), the same entry
 * rewritten (a redirect), or Back/Forward to an entry seen before. A page reads it to tell "opened by a
 * link" from "walked back to" (useRouteQuery, scroll restoration): only the latter restores what the
 * entry showed.
 *
 * Every entry the app sees gets an id in `history.state`; an entry that comes back with an id already
 * seen is a traversal. A new entry made without the app (`location.hash = …`, a plain `#/…` link, the
 * address bar) arrives without one: it counts as new, and is stamped.
 */
export type NavigationKind = 'push' | 'replace' | 'traverse';

export interface EntryState {
  /** Which history entry this is. */
  entry: string;
  /** Where the window was scrolled when the visitor last was on this entry. */
  scrollY?: number;
}

let kind: NavigationKind = 'push';
let current: string | null = null;

const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** This entry's state, if the app stamped it. */
export function entryState(): EntryState | null {
  const state: unknown = typeof history === 'undefined' ? null : history.state;
  return state && typeof state === 'object' && typeof (state as EntryState).entry === 'string'
    ? (state as EntryState)
    : null;
}

/** The state a navigation writes into a new entry (push) or into the current one (replace). */
export function stateFor(how: 'push' | 'replace'): EntryState {
  kind = how;
  const entry = how === 'replace' ? (current ?? newId()) : newId();
  current = entry;
  return { entry };
}

/** Called on every change of address the app hears of (popstate, hashchange). */
function noticeChange() {
  const state = entryState();
  if (!state) {
    kind = 'push';
    current = newId();
    history.replaceState({ ...(history.state as object | null), entry: current }, '');
  } else if (state.entry !== current) {
    kind = 'traverse';
    current = state.entry;
  }
}

/** How the address shown now was reached. */
export const lastNavigation = (): NavigationKind => kind;

/** Keeps a value on the current entry (Back to it finds it again). */
export function saveOnEntry(changes: Partial<Omit<EntryState, 'entry'>>): void {
  const state = entryState();
  if (state) history.replaceState({ ...state, ...changes }, '');
}

if (typeof window !== 'undefined') {
  // The first entry of this page load: a new visit, or one reloaded or come back to (which keeps its id).
  const first = entryState();
  if (first) current = first.entry;
  else noticeChange();
  // Registered before any component subscribes, so the kind is known when they render.
  addEventListener('popstate', noticeChange);
  addEventListener('hashchange', noticeChange);
}
