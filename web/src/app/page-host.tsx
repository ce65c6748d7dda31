import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../components/load-failure/load-failure.tsx';
import { loaderFor } from './page-loaders.ts';
import type { ResolvedRoute } from './resolve-route.ts';
import { usePageModule } from './use-page-module.ts';

/** Loads one route's page on demand and shows it, a loading note, or the load-failure message. */
export function PageHost({ route }: { route: ResolvedRoute }) {
  const { t } = useTranslation();
  const { state, retry } = usePageModule(loaderFor(route));
  if (state.status === 'failed') return <LoadFailure onRetry={retry} />;
  if (state.status === 'loading') {
    return (
      <p className="page-loading" role="status">
        {t('loading')}
      </p>
    );
  }
  const { Page, copy } = state.value;
  return <Page route={route} copy={copy} />;
}
