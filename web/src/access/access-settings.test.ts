import {
  ACCESS_ATTRIBUTES,
  ACCESS_SETTINGS_KEY,
  ACCESS_SETTINGS_SCRIPT,
  parseAccessSettings,
  resolveAccessSettings,
} from '@muyuan/contract/access-settings';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyAccessSettings, readAccessSettings, storeAccessSettings } from './access-store.ts';

const root = document.documentElement;

function clearRoot() {
  for (const name of ACCESS_ATTRIBUTES) root.removeAttribute(name);
}
function rootAttributes(): Record<string, string> {
  return Object.fromEntries(
    ACCESS_ATTRIBUTES.flatMap((name) => (root.hasAttribute(name) ? [[name, root.getAttribute(name) ?? '']] : [])),
  );
}
function systemMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));
}
/** Runs the inline script as the page's head does (jsdom has no CSP). */
function runInlineScript() {
  new Function(ACCESS_SETTINGS_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  clearRoot();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseAccessSettings', () => {
  it('reads nothing from garbage, other shapes and missing storage', () => {
    for (const raw of [null, '', 'not json', '[1,2]', 'null', '42', '"elder"', '{"text":"150"}', '{"elder":"yes"}']) {
      expect(parseAccessSettings(raw), String(raw)).toEqual({});
    }
  });
  it('keeps the known values and drops the rest', () => {
    expect(
      parseAccessSettings(
        JSON.stringify({ text: 200, spacing: 'loose', contrast: true, motion: 'running', guide: 1, extra: 'x' }),
      ),
    ).toEqual({ text: 200, spacing: 'loose', contrast: true, motion: 'running' });
    expect(parseAccessSettings('{"text":175,"spacing":"huge","cursor":true}')).toEqual({ cursor: true });
  });
});

describe('resolveAccessSettings', () => {
  it('sets nothing for the defaults, except reduced motion when the system asks for it', () => {
    expect(resolveAccessSettings({}, false)).toEqual({});
    expect(resolveAccessSettings({}, true)).toEqual({ 'data-motion': 'paused' });
    expect(resolveAccessSettings({ motion: 'running' }, true)).toEqual({});
  });
  it('lifts everything to the elder-mode figures, keeping larger choices', () => {
    const elder = {
      'data-text-size': '150',
      'data-line-spacing': 'relaxed',
      'data-contrast': 'high',
      'data-cursor': 'xl',
      'data-motion': 'paused',
      'data-elder': '',
    };
    expect(resolveAccessSettings({ elder: true, text: 125, motion: 'running' }, false)).toEqual(elder);
    expect(resolveAccessSettings({ elder: true, text: 200, spacing: 'loose', cursor: true }, false)).toEqual({
      ...elder,
      'data-text-size': '200',
      'data-line-spacing': 'loose',
    });
  });
});

describe('the inline script before the first paint', () => {
  it('sets elder mode from storage', () => {
    systemMotion(false);
    localStorage.setItem(ACCESS_SETTINGS_KEY, JSON.stringify({ elder: true }));
    runInlineScript();
    expect(root.getAttribute('data-elder')).toBe('');
    expect(root.getAttribute('data-text-size')).toBe('150');
    expect(root.getAttribute('data-contrast')).toBe('high');
  });

  it('survives garbage in storage and storage that throws', () => {
    systemMotion(true);
    localStorage.setItem(ACCESS_SETTINGS_KEY, '{broken');
    expect(runInlineScript).not.toThrow();
    expect(rootAttributes()).toEqual({ 'data-motion': 'paused' });
    clearRoot();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(runInlineScript).not.toThrow();
    expect(rootAttributes()).toEqual({ 'data-motion': 'paused' });
  });

  it('sets exactly the attributes the toolbar sets, for any stored value', () => {
    const value = fc.oneof(
      fc.constantFrom(100, 125, 150, 200, 175, '150', 'normal', 'relaxed', 'loose', 'paused', 'running', true, false),
      fc.constant(null),
    );
    const stored = fc.oneof(
      fc.record(
        { text: value, spacing: value, contrast: value, cursor: value, guide: value, motion: value, elder: value },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(stored, fc.boolean(), (settings, reduce) => {
        systemMotion(reduce);
        const raw = JSON.stringify(settings);
        localStorage.setItem(ACCESS_SETTINGS_KEY, raw);
        clearRoot();
        runInlineScript();
        const byScript = rootAttributes();
        clearRoot();
        applyAccessSettings(parseAccessSettings(raw));
        expect(byScript).toEqual(rootAttributes());
      }),
      { numRuns: 300 },
    );
  });
});

describe('storing the settings', () => {
  it('round-trips and stores nothing for the defaults', () => {
    storeAccessSettings({ text: 200, contrast: true });
    expect(readAccessSettings()).toEqual({ text: 200, contrast: true });
    storeAccessSettings({});
    expect(localStorage.getItem(ACCESS_SETTINGS_KEY)).toBeNull();
  });
  it('removes the attributes a reset no longer sets', () => {
    systemMotion(false);
    applyAccessSettings({ elder: true });
    expect(root.hasAttribute('data-elder')).toBe(true);
    applyAccessSettings({});
    expect(rootAttributes()).toEqual({});
  });
});
