import { StrictMode, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'virtual:design-tokens.css';
import '../styles/base.css';
import { HASH_ROUTE_ATTRIBUTE, PRERENDERED_DATA_ID, type PrerenderedPayload } from '@muyuan/contract/prerender';
import { PRIVATE_ROUTES } from '@muyuan/contract/sitemap';
import { SITE } from '../content/site.ts';
import { installAnalytics, trackVisit } from '../lib/analytics.ts';
import { IS_MOBILE } from '../lib/device.ts';
import { CURRENT_LANG, localeOf } from '../lib/language.ts';
import { currentRoute, splitRoute } from './hash-location.ts';
import { setHeadRoute } from './head-links.ts';
import { routeToShow } from './initial-route.ts';
import { preloadPage } from './page-loaders.ts';
import { Providers } from './providers.tsx';
import { Shell } from './shell.tsx';

document.documentElement.lang = localeOf(CURRENT_LANG);
installAnalytics(SITE.analytics?.baiduTongjiId, PRIVATE_ROUTES.includes(splitRoute(currentRoute()).path));
trackVisit(CURRENT_LANG);

/** What the server rendered this page from (JSON, not executed: the CSP allows it), if it did. */
function prerendered(): PrerenderedPayload | null {
  const script = document.getElementById(PRERENDERED_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PrerenderedPayload;
  } catch {
    return null;
  }
}

/** Shows the root the hash-route guard hid (index.html's inline script), once the app has rendered. */
function Reveal() {
  useLayoutEffect(() => document.documentElement.removeAttribute(HASH_ROUTE_ATTRIBUTE), []);
  return null;
}

const root = document.getElementById('root');
if (root) {
  const payload = prerendered();
  // At a path address the server's HTML is the page's: the app takes it over, links and all. At a hash
  // address (`/#/culture`, even `/#/`) the HTML is the language root's and its links are path
  // addresses: the app renders afresh, with the hash links of the spec.
  const atPathAddress = location.hash.replace(/^#/, '') === '';
  const hydrate =
    payload !== null && atPathAddress && payload.route === currentRoute() && root.firstElementChild !== null;
  setHeadRoute(payload ? splitRoute(payload.route).path : null);
  const app = (
    <StrictMode>
      <Providers
        lang={CURRENT_LANG}
        mobile={IS_MOBILE}
        fallback={payload?.data ?? {}}
        addresses={hydrate ? 'path' : 'hash'}
      >
        <Shell />
        <Reveal />
      </Providers>
    </StrictMode>
  );
  if (hydrate) {
    // Load the page's code first, so the first render matches the HTML.
    await preloadPage(routeToShow(currentRoute(), CURRENT_LANG), CURRENT_LANG);
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}
