import { ACCESS_SETTINGS_SCRIPT } from '@muyuan/contract/access-settings';
import {
  APP_LOADER_SCRIPT,
  APP_MODULES_ID,
  type AppModules,
  HASH_ROUTE_GUARD_SCRIPT,
} from '@muyuan/contract/prerender';
import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * Rewrites the built index.html's head for the inline scripts of contract/src/prerender.ts: the reading
 * settings' script and the hash-route guard go first (its fetch starts before the style sheet has loaded), and the entry's
 * module script and preloads become `#app-modules` JSON that the app loader requests after the first
 * paint. `vite dev` keeps its own script tags and gets only the first two.
 */
export function inlineScriptsPlugin(): Plugin {
  return {
    name: 'muyuan-inline-scripts',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // The reading settings first: they set <html>'s attributes before anything paints.
        const guard = `<script>${ACCESS_SETTINGS_SCRIPT}</script>\n    <script>${HASH_ROUTE_GUARD_SCRIPT}</script>`;
        const withGuard = html.replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${guard}`);
        if (withGuard === html) throw new Error('index.html: no viewport meta to put the hash-route guard after');
        if (!context.bundle) return withGuard;

        const entries = [...withGuard.matchAll(MODULE_SCRIPT)].map((m) => m[1] as string);
        const [entry, ...others] = entries;
        if (entry === undefined || others.length > 0) {
          throw new Error(`index.html: expected one module script, found ${entries.length}`);
        }
        const modules: AppModules = {
          entry,
          preload: [...withGuard.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string),
        };
        const loader =
          `<script type="application/json" id="${APP_MODULES_ID}">${JSON.stringify(modules)}</script>\n    ` +
          `<script>${APP_LOADER_SCRIPT}</script>\n  `;
        return withGuard.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</head>', `${loader}</head>`);
      },
    },
  };
}
