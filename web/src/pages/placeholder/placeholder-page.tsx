import type { PageProps } from '../../app/page-loaders.ts';
import { RouteBanner } from '../../components/page-banner/route-banner.tsx';
import { CURRENT_LANG } from '../../lib/language.ts';
import { CopySections } from '../copy-sections.tsx';
import { PageHeading } from '../page-heading.tsx';

/** Until a route has its own page: the banner, the title from the navigation tree and the page copy. */
export function PlaceholderPage({ route, copy }: PageProps) {
  const title = route.kind === 'page' ? route.item.title[CURRENT_LANG] : '';
  return (
    <div className="page placeholder-page" data-page={route.kind === 'page' ? route.item.id : undefined}>
      <RouteBanner route={route} />
      <div className="page-content">
        <PageHeading title={title} copy={copy} />
        <CopySections copy={copy} />
      </div>
    </div>
  );
}
