import type { StaffRole } from '@muyuan/contract/admin/roles';
import type { TextKey } from '../i18n/format-message.ts';
import { CONSOLE_SCREENS, type ConsoleScreen, mayOpen, screenHref } from './hash-route.ts';
import { useLanguage } from './language.tsx';
import type { ConsoleStrings } from './strings.ts';

const LABEL: Record<ConsoleScreen, TextKey<ConsoleStrings>> = {
  home: 'navHome',
  content: 'navContent',
  translations: 'navTranslations',
  media: 'navMedia',
  documents: 'navDocuments',
  prices: 'navPrices',
  searches: 'navSearches',
  alerts: 'navAlerts',
  cases: 'navCases',
  accounts: 'navAccounts',
  tokens: 'navTokens',
  audit: 'navAudit',
  security: 'navSecurity',
};

/** The signed-in person's way between screens: only those their roles open. */
export function ConsoleNav({ current, roles }: { current: ConsoleScreen; roles: readonly StaffRole[] }) {
  const { t } = useLanguage();
  return (
    <nav className="console-nav" aria-label={t.navLabel}>
      <ul>
        {CONSOLE_SCREENS.filter((screen) => mayOpen(screen, roles)).map((screen) => (
          <li key={screen}>
            <a href={screenHref(screen)} aria-current={screen === current ? 'page' : undefined}>
              {t[LABEL[screen]]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
