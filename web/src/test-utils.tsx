import type { Lang } from '@muyuan/contract/lang';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import seedSite from '../../content/site.yaml';
import { type SiteFile, siteKey } from './content/site.ts';
import { LangProvider } from './i18n/lang-context.tsx';
import { useHashPath, useHashSearch } from './routing/hash-location.ts';

/** The seed's site settings, as the API answers them after a fresh import. */
export const TEST_SITE = seedSite as SiteFile;

/**
 * Renders `ui` as the site does (hash routes, a language) with a fresh data cache, so no answer
 * leaks from one test to the next; the site settings are there as a server render's page has them.
 */
export function renderIn(lang: Lang, ui: ReactElement) {
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval: 0,
        shouldRetryOnError: false,
        fallback: { [siteKey(lang)]: TEST_SITE },
      }}
    >
      <Router hook={useHashPath} searchHook={useHashSearch}>
        <LangProvider lang={lang}>{ui}</LangProvider>
      </Router>
    </SWRConfig>,
  );
}
