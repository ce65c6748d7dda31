import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  ACCESS_ATTRIBUTES,
  ACCESS_SETTINGS_KEY,
  type AccessSettings,
  resolveAccessSettings,
} from '@muyuan/contract/access-settings';
import type { BrowserContext, Page } from '@playwright/test';

/** What a previous visit stored, set before any page script runs (the first inline script applies it). */
export async function storeSettings(context: BrowserContext, settings: AccessSettings) {
  await context.addInitScript(
    ([key, value]) => {
      localStorage.setItem(key as string, value as string);
    },
    [ACCESS_SETTINGS_KEY, JSON.stringify(settings)],
  );
}

/**
 * The reading settings' modes switched on a page already loaded, the way the first inline script
 * would have set them from storage: the attributes come from the contract's own `resolveAccessSettings`,
 * so the tests never spell them out. Sweeps use this to check every mode on one load of each page.
 * Transitions are held off while the attributes change, so the page stands at once in the colours a
 * visitor's first paint in that mode shows (a link caught halfway between the normal and the
 * high-contrast shade is no colour a visitor sees; waiting the transitions out cost a sweep 0.45 s a page).
 */
export async function applyAccessSettings(page: Page, settings: AccessSettings) {
  await page.evaluate(
    ({ all, set }) => {
      const root = document.documentElement;
      const still = document.createElement('style');
      still.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(still);
      // Laying the page out applies the style sheet, then the new attributes, with no transition to run.
      void root.offsetHeight;
      for (const name of all) root.removeAttribute(name);
      for (const [name, value] of Object.entries(set)) root.setAttribute(name, value);
      void root.offsetHeight;
      // Taking the sheet away again starts none: no value it would animate changes any more.
      still.remove();
      void root.offsetHeight;
    },
    { all: [...ACCESS_ATTRIBUTES], set: resolveAccessSettings(settings, false) },
  );
}

/**
 * The axe rules that can judge a page differently in high contrast, which changes only colours,
 * outlines and underlines (web/src/styles/access.css). The enhanced rule (7:1, 4.5:1 for large text)
 * asks more than `color-contrast` of every text, so it stands for both.
 */
export const HIGH_CONTRAST_RULES = ['color-contrast-enhanced', 'link-in-text-block'];

const require = createRequire(import.meta.url);
// Evaluated rather than added as a script tag, so a page's Content-Security-Policy does not refuse it.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Which of axe's rules run, and where. */
export interface AxeScope {
  /** Only these rules (by default: axe's default rules). */
  only?: readonly string[];
  /** Rules off by default that run too (the enhanced contrast rule). */
  also?: readonly string[];
  /** Default rules left out. */
  except?: readonly string[];
  /** Only the part of the page this selects (by default: the whole page). */
  within?: string;
}

/**
 * Puts axe in every page the context opens from now on, before the page's own scripts (axe only defines
 * `window.axe`, which the site never reads). A sweep that runs axe on every page calls this once: the
 * browser keeps the script and evaluates it on each load, where evaluating it into each loaded page sent
 * its 580 KB through the protocol every time (about 0.1 s a page, the cost of the send, not of axe).
 */
export async function preloadAxe(context: BrowserContext) {
  await context.addInitScript({ content: AXE_SOURCE });
}

/**
 * axe's serious and critical violations of the page as it is now, in `scope`, each as
 * `where [axe] rule: help (elements)`; every violation of the enhanced contrast rule counts whatever its
 * impact. axe is injected once per page (unless `preloadAxe` put it there) and run directly: @axe-core/playwright
 * injects it again on each run and finishes each run in a new blank page, which made a sweep's three runs per
 * page cost more than the page's load and both other engines together.
 */
export async function axeFindings(page: Page, where: string, scope: AxeScope = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ only, also, except, within }) => {
      interface Violation {
        id: string;
        impact?: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }
      const axe = (
        window as unknown as { axe: { run(c: Document | object, o: object): Promise<{ violations: Violation[] }> } }
      ).axe;
      const { violations } = await axe.run(within ? { include: [within] } : document, {
        resultTypes: ['violations'],
        ...(only ? { runOnly: { type: 'rule', values: only } } : {}),
        rules: Object.fromEntries([
          ...also.map((id) => [id, { enabled: true }]),
          ...except.map((id) => [id, { enabled: false }]),
        ]),
      });
      return violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.id === 'color-contrast-enhanced')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    },
    { only: scope.only ?? null, also: scope.also ?? [], except: scope.except ?? [], within: scope.within ?? null },
  );
  return found.map((f) => `${where} [axe] ${f}`);
}
