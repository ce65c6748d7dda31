import type { GetEndpointName } from '@muyuan/contract/endpoints';
import type { Lang } from '@muyuan/contract/lang';
import type { MissingCall, RenderFunction } from '@muyuan/contract/prerender';
import { renderToString } from 'react-dom/server';
import { type Middleware, SWRConfig, unstable_serialize } from 'swr';
import { preloadPage } from '../app/page-loaders.ts';
import { Providers } from '../app/providers.tsx';
import { Shell } from '../app/shell.tsx';
import { copyIdOf, pageCopyIn } from '../content/page-copy.ts';
import { langFromPath } from '../lib/language.ts';
import { pathRoute, setServerRoute, splitRoute } from '../routing/hash-location.ts';
import { routeToShow } from '../routing/initial-route.ts';
import { headOf } from './head.ts';

/**
 * The server's way into the app (built to web/dist-ssr/render.cjs): renders a path address with the
 * same components the browser runs, from the API answers the server gives it. A render reports the
 * calls its page made that had no answer yet (`missing`); the server makes them and renders again,
 * until nothing is missing.
 */

/** Records the calls SWR is asked for that the given answers do not hold. */
function recorder(data: Record<string, unknown>, missing: Map<string, MissingCall>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (Array.isArray(key)) {
      const serialized = unstable_serialize(key);
      if (!(serialized in data)) {
        const [name, lang, query] = key as [GetEndpointName, Lang, string];
        missing.set(serialized, { key: serialized, name, lang, query });
      }
    }
    return useSWRNext(key, fetcher, config);
  };
}

export const render: RenderFunction = async ({ url, mobile, data, failed = {}, addresses = 'path' }) => {
  // Language and route are read from the address exactly as the browser reads them.
  const { path: pathname, search } = splitRoute(url);
  const lang = langFromPath(pathname);
  const route = pathRoute(pathname, search ? `?${search}` : '');
  const shown = routeToShow(route, lang);
  const page = await preloadPage(shown, lang);
  const missing = new Map<string, MissingCall>();
  setServerRoute(route);
  try {
    // A cache of its own per render: nothing one request rendered reaches another's page.
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Providers lang={lang} mobile={mobile} fallback={data} use={[recorder(data, missing)]} addresses={addresses}>
          <Shell />
        </Providers>
      </SWRConfig>,
    );
    return {
      html,
      missing: [...missing.values()],
      head: headOf(shown, lang, pageCopyIn(data, copyIdOf(shown), lang), data, failed, search),
      lang,
      route,
      shownRoute: shown.path,
      sources: page.sources,
    };
  } finally {
    setServerRoute(null);
  }
};
