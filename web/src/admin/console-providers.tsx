import type { ReactNode } from 'react';
import { LanguageProvider } from './language.tsx';
import { AdminReadProvider } from './use-admin-read.tsx';

/**
 * What every render of the console needs around its screens: its data cache and its language. The
 * console's entry (main.tsx) and each test's render put it there, each with a cache of its own.
 */
export function ConsoleProviders({ children }: { children: ReactNode }) {
  return (
    <AdminReadProvider>
      <LanguageProvider>{children}</LanguageProvider>
    </AdminReadProvider>
  );
}
