import { LoadFailure } from '../components/load-failure/load-failure.tsx';
import { copyIdOf, usePageCopy } from '../content/page-copy.ts';
import { useSite } from '../content/site.ts';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { documentTitle, titledByItsRecord, useDocumentTitle } from '../routing/document-title.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { alreadyLoaded, loaderFor } from './page-loaders.ts';
import { usePageModule } from './use-page-module.ts';

/**
 * Loads one route's page on demand, its code and its copy side by side, and shows it, a loading note, or
 * the load-failure message; titles the document.
 */
export function PageHost({ route }: { route: ResolvedRoute }) {
  const t = useT();
  const lang = useLang();
  const loader = loaderFor(route, lang);
  // A page loaded before the first render (server render, hydration) shows at once; so does its copy,
  // which the render's answers hold.
  const { state, retry } = usePageModule(loader, alreadyLoaded(loader));
  const copy = usePageCopy(copyIdOf(route));
  const site = useSite();
  const copyTitle = copy.status === 'ready' ? copy.copy?.title : null;
  // An article or a survey record names its page itself, once it has it.
  useDocumentTitle(titledByItsRecord(route) ? null : documentTitle(route, lang, site, { copyTitle }));
  if (state.status === 'failed') return <LoadFailure onRetry={retry} />;
  if (copy.status === 'failed') return <LoadFailure onRetry={copy.retry} />;
  if (state.status === 'loading' || copy.status === 'loading') {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  return <state.value.Page route={route} copy={copy.copy} />;
}
