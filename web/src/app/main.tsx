import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/base.css';
import { SITE } from '../content/site.ts';
import { setupI18n } from '../i18n/setup.ts';
import { installAnalytics, trackVisit } from '../lib/analytics.ts';
import { CURRENT_LANG, localeOf } from '../lib/language.ts';
import { applyDesignTokens } from '../styles/tokens.ts';
import { Providers } from './providers.tsx';
import { Shell } from './shell.tsx';

document.documentElement.lang = localeOf(CURRENT_LANG);
applyDesignTokens(document.documentElement);
setupI18n(CURRENT_LANG);
installAnalytics(SITE.analytics?.baiduTongjiId);
trackVisit(CURRENT_LANG);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <Shell />
      </Providers>
    </StrictMode>,
  );
}
