import type { Lang } from '@muyuan/contract/lang';
import type { PageComponent } from '../routing/page-props.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';

export interface LoadedPage {
  Page: PageComponent;
  /** The source of the page's code, as the build manifest names it. */
  sources: string[];
}
type Loader = () => Promise<LoadedPage>;
type ModuleLoader = () => Promise<PageComponent>;

/**
 * A page with a component of its own lives at `pages/<section>/<navigation id>.page.tsx` (its default
 * export); adding the file is all it takes. Every other route is a content page: its copy's blocks.
 * The copy itself is data, asked of the API beside the code (PageHost, usePageCopy).
 */
const PAGE_FILES = import.meta.glob<{ default: PageComponent }>('../pages/*/*.page.tsx');
interface PageModule {
  load: ModuleLoader;
  /** The module's source, as the build manifest names it (`src/pages/…`): a prerender links its chunks. */
  source: string;
}
const OWN_PAGES = new Map<string, PageModule>(
  Object.entries(PAGE_FILES).map(([file, load]) => [
    file.slice(file.lastIndexOf('/') + 1, -'.page.tsx'.length),
    { load: () => load().then((m) => m.default), source: `src/${file.slice('../'.length)}` },
  ]),
);
const contentPage: PageModule = {
  load: () => import('../components/content-page/content-page.tsx').then((m) => m.ContentPage),
  source: 'src/components/content-page/content-page.tsx',
};
const own = (id: string): PageModule => OWN_PAGES.get(id) ?? contentPage;

const loaderOf =
  (page: PageModule): Loader =>
  async () => ({ Page: await page.load(), sources: [page.source] });

const cache = new Map<string, Loader>();
const loaded = new WeakMap<Loader, LoadedPage>();

/** A stable loader per route key and language, so a kept-alive page never loads twice. */
export function loaderFor(route: ResolvedRoute, lang: Lang): Loader {
  const key = `${lang} ${route.key}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let load: Loader;
  if (route.kind === 'detail') load = loaderOf(own('detail'));
  else if (route.kind === 'notFound') load = loaderOf(own('not-found'));
  else load = loaderOf(own(route.item.id));
  const loader: Loader = async () => {
    const page = await load();
    loaded.set(loader, page);
    return page;
  };
  cache.set(key, loader);
  return loader;
}

/**
 * Loads a route's page before the first render (a server render, or the browser hydrating a page the
 * server rendered), so that render shows the page at once instead of a loading note.
 */
export async function preloadPage(route: ResolvedRoute, lang: Lang): Promise<LoadedPage> {
  return loaderFor(route, lang)();
}

/** The page of a loader that has already finished, if any. */
export function alreadyLoaded(loader: Loader): LoadedPage | undefined {
  return loaded.get(loader);
}
