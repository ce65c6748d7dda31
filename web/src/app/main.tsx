import { type ReactNode, StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'virtual:design-tokens.css';
import '../styles/base.css';
import '../styles/access.css';
import {
  APP_READY_ATTRIBUTE,
  HASH_ROUTE_ATTRIBUTE,
  type PageFragmentHandoff,
  PRERENDERED_DATA_ID,
  type PrerenderedPayload,
} from '@muyuan/contract/prerender';
import { IS_MOBILE } from '../lib/device.ts';
import { CURRENT_LANG, localeOf } from '../lib/language.ts';
import { currentRoute, setAddressForm, splitRoute } from '../routing/hash-location.ts';
import { routeToShow } from '../routing/initial-route.ts';
import { installScrollMemory } from '../routing/scroll-memory.ts';
import { setHeadRoute } from './head-links.ts';
import { preloadPage } from './page-loaders.ts';
import { Providers } from './providers.tsx';
import { Shell } from './shell.tsx';

document.documentElement.lang = localeOf(CURRENT_LANG);
installScrollMemory();

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

/**
 * How long the app waits for the page fragment of a hash address (see HASH_ROUTE_GUARD_SCRIPT) before
 * it renders the page itself: a fragment is one small request started before the app's code, so it is
 * nearly always there first; on a stalled connection the app does not wait longer than this.
 */
const FRAGMENT_WAIT_MS = 3000;

/** The page fragment the inline script showed for this hash address, if it showed one in time. */
async function shownFragment(): Promise<PrerenderedPayload | null> {
  const handoff = window as Window & PageFragmentHandoff;
  if (!handoff.__pageFragment) return null;
  const fragment = await Promise.race([
    handoff.__pageFragment,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), FRAGMENT_WAIT_MS)),
  ]);
  handoff.__appStarted = true;
  return fragment ? { route: fragment.route, data: fragment.data } : null;
}

/**
 * Shows the root the hash-route guard hid (index.html's inline script), once the app has rendered, and
 * marks the document as running the app (`data-app-ready`): before that, prerendered markup is shown
 * but not yet interactive.
 */
function Reveal({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.removeAttribute(HASH_ROUTE_ATTRIBUTE);
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  // A wrapper, not a sibling of the shell: the tree must be the server render's, or the ids of useId differ.
  return children;
}

const root = document.getElementById('root');
if (root) {
  // At a path address the server's HTML is the page's: the app takes it over, links and all. At a hash
  // address (`/#/culture`) the HTML is the language root's; the inline script replaced it with the
  // route's page fragment (hash links) when that came in time, and the app takes that over instead.
  const atPathAddress = location.hash.replace(/^#/, '') === '';
  const served = prerendered();
  const payload = atPathAddress ? served : await shownFragment();
  const hydrate = payload !== null && payload.route === currentRoute() && root.firstElementChild !== null;
  // The head is the served document's (a fragment brings none).
  setHeadRoute(served ? splitRoute(served.route).path : null);
  // The visit goes on in the form of address it began with (its links are written in it too).
  const addresses = hydrate && atPathAddress ? 'path' : 'hash';
  setAddressForm(addresses);
  const app = (
    <StrictMode>
      <Providers
        lang={CURRENT_LANG}
        mobile={IS_MOBILE}
        fallback={(payload ?? served)?.data ?? {}}
        addresses={addresses}
      >
        <Reveal>
          <Shell />
        </Reveal>
      </Providers>
    </StrictMode>
  );
  // As a transition the first render yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page is on screen already, and a tap is answered sooner.
  if (hydrate) {
    // Load the page's code first, so the first render matches the HTML.
    await preloadPage(routeToShow(currentRoute(), CURRENT_LANG), CURRENT_LANG);
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    const client = createRoot(root);
    startTransition(() => client.render(app));
  }
}
