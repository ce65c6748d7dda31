import { describe, expect, it } from 'vitest';
import { entryState, lastNavigation, saveOnEntry, stateFor } from './history-entries.ts';

describe('history entries', () => {
  it('tells a new entry, a rewritten one and Back to one seen before apart', () => {
    // The module stamps the entry the page loaded at.
    const first = entryState()?.entry;
    expect(first).toBeTypeOf('string');
    history.pushState(stateFor('push'), '', '#/a');
    expect(lastNavigation()).toBe('push');
    const second = entryState()?.entry;
    history.replaceState(stateFor('replace'), '', '#/a?page=1');
    expect(lastNavigation()).toBe('replace');
    expect(entryState()?.entry).toBe(second);
    // Back: the entry comes back with its id.
    history.replaceState({ entry: first }, '', '#/');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(lastNavigation()).toBe('traverse');
  });
  it('counts an entry made without the app (location.hash) as new, and stamps it', () => {
    history.pushState(null, '', '#/b');
    dispatchEvent(new HashChangeEvent('hashchange'));
    expect(lastNavigation()).toBe('push');
    expect(entryState()?.entry).toBeTypeOf('string');
  });
  it('keeps values on the current entry', () => {
    saveOnEntry({ scrollY: 420 });
    expect(entryState()?.scrollY).toBe(420);
  });
});
