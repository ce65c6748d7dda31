import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../layout/footer.tsx';
import { DesktopHeader } from '../layout/header.tsx';
import { MobileHeader } from '../layout/mobile-header.tsx';
import { IS_MOBILE } from '../lib/device.ts';
import { KeptAlivePages, nextVisited } from './kept-alive-pages.tsx';
import { useRouteEffects } from './route-effects.ts';
import { useAppRoute } from './use-app-route.ts';

/** The page furniture around every page: header (desktop or mobile), the kept-alive pages, footer. */
export function Shell() {
  const { t } = useTranslation();
  const route = useAppRoute();
  const [visited, setVisited] = useState<string[]>([route.key]);
  useEffect(() => setVisited((v) => nextVisited(v, route.key)), [route.key]);
  useRouteEffects(route);

  return (
    <div className={IS_MOBILE ? 'site is-mobile' : 'site is-desktop'}>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {IS_MOBILE ? <MobileHeader route={route} /> : <DesktopHeader route={route} />}
      <main id="main-content" className="site-main" tabIndex={-1}>
        <KeptAlivePages visited={visited.includes(route.key) ? visited : [...visited, route.key]} current={route.key} />
      </main>
      <Footer route={route} />
    </div>
  );
}
