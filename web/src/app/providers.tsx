import type { Lang } from '@muyuan/contract/lang';
import type { ReactNode } from 'react';
import { type Middleware, SWRConfig } from 'swr';
import { Router } from 'wouter';
import { LangProvider } from '../i18n/lang-context.tsx';
import { DeviceProvider } from '../layout/device-context.tsx';
import { type AddressStyle, AddressStyleProvider, routeHref } from '../routing/address-style.tsx';
import { useHashPath, useHashSearch } from '../routing/hash-location.ts';

const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true };

interface Props {
  lang: Lang;
  mobile: boolean;
  /** API answers already known (a server render's), by data key: the first render shows them. */
  fallback?: Record<string, unknown>;
  /** SWR middleware (a server render records the calls a page makes). */
  use?: Middleware[];
  /** Links as path addresses on a page opened (or prerendered) at its path address; hash otherwise. */
  addresses?: AddressStyle;
  children: ReactNode;
}

/** What every render of the site needs around it: data cache, language, layout and hash routing. */
export function Providers({ lang, mobile, fallback = {}, use = [], addresses = 'hash', children }: Props) {
  return (
    <SWRConfig value={{ ...SWR_OPTIONS, fallback, use }}>
      <LangProvider lang={lang}>
        <DeviceProvider mobile={mobile}>
          <AddressStyleProvider style={addresses}>
            <Router
              hook={useHashPath}
              searchHook={useHashSearch}
              hrefs={(href: string) => routeHref(addresses, lang, href)}
            >
              {children}
            </Router>
          </AddressStyleProvider>
        </DeviceProvider>
      </LangProvider>
    </SWRConfig>
  );
}
