import type { Lang } from '@muyuan/contract/lang';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { useHashPath, useHashSearch } from './app/hash-location.ts';
import { LangProvider } from './i18n/lang-context.tsx';

/**
 * Renders `ui` as the site does (hash routes, a language) with a fresh data cache, so no answer
 * leaks from one test to the next.
 */
export function renderIn(lang: Lang, ui: ReactElement) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <Router hook={useHashPath} searchHook={useHashSearch}>
        <LangProvider lang={lang}>{ui}</LangProvider>
      </Router>
    </SWRConfig>,
  );
}
