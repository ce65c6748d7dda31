import type { ComponentType } from 'react';
import type { PageCopy } from '../content/page-copy.ts';
import type { ResolvedRoute } from './resolve-route.ts';

/** What every page component is given: its route and its static copy. */
export interface PageProps {
  route: ResolvedRoute;
  /** The page's copy, as published (null for pages without one: details, not found). */
  copy: PageCopy | null;
}
export type PageComponent = ComponentType<PageProps>;
