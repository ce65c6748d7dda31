import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { useHashPath, useHashSearch } from './hash-location.ts';

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={SWR_OPTIONS}>
      <Router hook={useHashPath} searchHook={useHashSearch}>
        {children}
      </Router>
    </SWRConfig>
  );
}
