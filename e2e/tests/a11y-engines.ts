import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * Two more accessibility engines beside axe, injected into the page as their packages ship them:
 * HTML_CodeSniffer (WCAG2AA, its errors) and IBM Equal Access (the WCAG 2.1 policy, its violations).
 * Each finds things the others miss (a form without a submit button, landmarks of one kind without
 * names, contrast over a translucent box), so a page must be clean under all three.
 */
const require = createRequire(import.meta.url);
const HTMLCS_SCRIPT = require.resolve('html_codesniffer/build/HTMLCS.js');
const ACE_SCRIPT = require.resolve('accessibility-checker-engine/ace.js');

/** IBM's policy: WCAG 2.1 A and AA. */
const ACE_POLICY = 'WCAG_2_1';
const HTMLCS_STANDARD = 'WCAG2AA';

/** Puts both engines in the page once (a new address loads a fresh page, so call it after each navigation). */
export async function injectEngines(page: Page) {
  const present = await page.evaluate(() => 'HTMLCS' in window && 'ace' in window);
  if (present) return;
  await page.addScriptTag({ path: HTMLCS_SCRIPT });
  await page.addScriptTag({ path: ACE_SCRIPT });
}

/** HTML_CodeSniffer's errors in the page, each as `code: message (element)`. */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await injectEngines(page);
  return page.evaluate(
    (standard) =>
      new Promise<string[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as {
            HTMLCS: {
              ERROR: number;
              process(s: string, d: Document, done: () => void, failed: () => void, lang: string): void;
              getMessages(): Message[];
            };
          }
        ).HTMLCS;
        const describe = (e: Element | Document) =>
          e instanceof Element ? e.outerHTML.replace(/\s+/g, ' ').slice(0, 160) : 'document';
        htmlcs.process(
          standard,
          document,
          () =>
            resolve(
              htmlcs
                .getMessages()
                .filter((m) => m.type === htmlcs.ERROR)
                .map((m) => `${m.code}: ${m.msg} (${describe(m.element)})`),
            ),
          () => reject(new Error('HTML_CodeSniffer could not run')),
          'en',
        );
      }),
    HTMLCS_STANDARD,
  );
}

/** IBM Equal Access's violations (not the "potential" ones, nor its recommendations), each as `rule: message (element)`. */
export async function equalAccessViolations(page: Page): Promise<string[]> {
  await injectEngines(page);
  return page.evaluate(async (policy) => {
    interface Result {
      ruleId: string;
      value: [string, string];
      message: string;
      snippet: string;
      path: { dom: string };
    }
    const ace = (
      window as unknown as {
        ace: { Checker: new () => { check(d: Document, p: string[]): Promise<{ results: Result[] }> } };
      }
    ).ace;
    const report = await new ace.Checker().check(document, [policy]);
    return report.results
      .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
      .map((r) => `${r.ruleId}: ${r.message} (${r.path.dom} ${r.snippet})`);
  }, ACE_POLICY);
}

/** Both engines' findings in the page as it is now, each prefixed with `where` (the route or state). */
export async function engineFindings(page: Page, where: string): Promise<string[]> {
  const sniffer = await codeSnifferErrors(page);
  const ibm = await equalAccessViolations(page);
  return [...sniffer.map((f) => `${where} [HTMLCS] ${f}`), ...ibm.map((f) => `${where} [IBM] ${f}`)];
}
