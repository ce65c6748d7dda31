import { useState } from 'react';
import { AccessToolbarHost } from '../access/access-toolbar-host.tsx';
import { UntranslatedNotice } from '../components/untranslated-notice/untranslated-notice.tsx';
import { useT } from '../i18n/t.ts';
import { useIsMobile } from '../layout/device-context.tsx';
import { Footer } from '../layout/footer.tsx';
import { DesktopHeader } from '../layout/header.tsx';
import { MobileHeader } from '../layout/mobile-header.tsx';
import { KeptAlivePages, nextVisited } from './kept-alive-pages.tsx';
import { useRouteEffects } from './route-effects.ts';
import { useSiteAnalytics } from './site-analytics.ts';
import { useAppRoute } from './use-app-route.ts';

/** The page furniture around every page: header (desktop or mobile), the kept-alive pages, footer. */
export function Shell() {
  const mobile = useIsMobile();
  const t = useT();
  const route = useAppRoute();
  // The page shown joins the kept-alive ones in the same render (React's state adjusted while rendering):
  // an effect would commit first without it, then render every kept page again, which at start meant
  // hydrating the whole page in one long task instead of in slices (issue 43).
  const [visited, setVisited] = useState<string[]>([route.key]);
  if (visited.at(-1) !== route.key) setVisited(nextVisited(visited, route.key));
  useSiteAnalytics();
  useRouteEffects(route);

  return (
    <div className={mobile ? 'site is-mobile' : 'site is-desktop'}>
      {/* biome-ignore lint/a11y/useValidAnchor: a real link to #main-content (it works without scripts); the handler only keeps the hash, which is the route */}
      <a
        className="skip-link"
        href="#main-content"
        onClick={(event) => {
          // The hash is the route: moving focus must not change it (`#main-content` is no page).
          event.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        {t('skipToContent')}
      </a>
      {mobile ? <MobileHeader route={route} /> : <DesktopHeader route={route} />}
      <AccessToolbarHost />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <UntranslatedNotice route={route} />
        <KeptAlivePages visited={visited} current={route.key} />
      </main>
      <Footer route={route} />
    </div>
  );
}
