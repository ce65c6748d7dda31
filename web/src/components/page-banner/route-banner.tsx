import { usePageBanners } from '../../api/common.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import { PageBanner } from './page-banner.tsx';

/**
 * The banner of a route: `common/banners` with `module` = the route's navigation id (or the given one).
 * Routes without a navigation id (detail pages) make no call and show the placeholder.
 */
export function RouteBanner({ route, module }: { route: ResolvedRoute; module?: string }) {
  const id = module ?? (route.kind === 'page' ? route.item.id : undefined);
  const { data } = usePageBanners(id);
  return <PageBanner banners={id ? data : []} />;
}
