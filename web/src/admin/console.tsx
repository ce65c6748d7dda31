import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { createElement, lazy, Suspense, useState } from 'react';
import { AccountsPage } from './accounts-page.tsx';
import { AdminApiError, adminCall } from './admin-api.ts';
import { AuditPage } from './audit-page.tsx';
import { CasesScreen } from './cases/cases-screen.tsx';
import { ConsoleNav } from './console-nav.tsx';
import { ContentScreen } from './content/content-screen.tsx';
import { TranslationsPage } from './content/translations-page.tsx';
import { DocumentsPage } from './documents/documents-page.tsx';
import { EnrollPage } from './enroll-page.tsx';
import { errorText, FormError } from './form-error.tsx';
import { type ConsoleScreen, goHome, mayOpen, useHashRoute } from './hash-route.ts';
import { HomePage } from './home-page.tsx';
import { useLanguage } from './language.tsx';
import { MediaPage } from './media/media-page.tsx';
import { PricesPage } from './prices/prices-page.tsx';
import { SearchesPage } from './searches/searches-page.tsx';
import { SecurityPage } from './security-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import type { ConsoleLang } from './strings.ts';
import { TokensPage } from './tokens-page.tsx';
import { AdminReadProvider, useAdminRead } from './use-admin-read.tsx';

/** The e-mail alerts screen loads with its address: few people open it (its own chunk of the console). */
const LazyAlertsPage = lazy(() => import('./alerts/alerts-page.tsx').then((m) => ({ default: m.AlertsPage })));

function AlertsScreen({ me }: { me: Me }) {
  const { t } = useLanguage();
  return (
    <Suspense fallback={<p aria-live="polite">{t.loading}</p>}>
      <LazyAlertsPage me={me} />
    </Suspense>
  );
}

/** The screen of each address besides home and content (whose screens take their place in it: content-screen.tsx). */
const SCREEN_PAGES: Record<
  Exclude<ConsoleScreen, 'home' | 'content' | 'cases'>,
  (props: { me: Me }) => React.ReactNode
> = {
  translations: TranslationsPage,
  media: MediaPage,
  documents: DocumentsPage,
  prices: PricesPage,
  searches: SearchesPage,
  alerts: AlertsScreen,
  accounts: AccountsPage,
  tokens: TokensPage,
  audit: AuditPage,
  security: SecurityPage,
};

const WIDE_SCREENS: ReadonlySet<ConsoleScreen> = new Set([
  'content',
  'translations',
  'media',
  'documents',
  'prices',
  'searches',
  'alerts',
  'cases',
  'accounts',
  'tokens',
  'audit',
]);

/** Who is signed in: the person `GET me` names, or nobody (it answers 401). */
const readSession = (lang: ConsoleLang): Promise<Me | null> =>
  adminCall<Me>(lang, 'GET', ADMIN_PATHS.me).catch((e: unknown) => {
    if (e instanceof AdminApiError && e.status === 401) return null;
    throw e;
  });

/**
 * The console: a header with the language switch, then one screen. Signed out it shows only the
 * sign-in page (or the enrollment page of an invitation address).
 */
export function Console() {
  const { lang, t, setLang } = useLanguage();
  const route = useHashRoute();
  // Read once on start (a language switch reads nothing again), and again after a sign-in.
  const session = useAdminRead<Me | null>(ADMIN_PATHS.me, { view: { name: 'session', read: readSession } });
  const [error, setError] = useState<string | null>(null);
  // Not known yet, nobody (a failed read counts as nobody, and says why), or the person signed in.
  const me = session.data ?? null;
  const state =
    session.data === undefined && session.error === undefined ? 'checking' : me ? 'signed-in' : 'signed-out';
  const readError = session.error && !session.isValidating ? errorText(session.error, t) : null;

  const signedIn = () => {
    setError(null);
    goHome();
    void session.mutate();
  };

  const signOut = async () => {
    try {
      await adminCall(lang, 'POST', ADMIN_PATHS.signOut);
      await session.mutate(null, { revalidate: false });
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  let screen: React.ReactNode;
  // The screen shown when signed in: the one addressed, unless the person's roles do not open it.
  let current: ConsoleScreen = 'home';
  if (route.screen === 'enroll' && state !== 'signed-in')
    screen = <EnrollPage key={route.token} token={route.token} onSignedIn={signedIn} />;
  else if (state === 'checking') screen = <p aria-live="polite">{t.loading}</p>;
  else if (me === null) screen = <SignInPage onSignedIn={signedIn} />;
  else {
    if (route.screen !== 'enroll' && mayOpen(route.screen, me.roles)) current = route.screen;
    const page =
      current === 'home' ? (
        <HomePage me={me} onSignOut={() => void signOut()} />
      ) : current === 'content' ? (
        <ContentScreen me={me} route={route} />
      ) : current === 'cases' ? (
        <CasesScreen me={me} caseId={route.screen === 'cases' ? route.caseId : undefined} />
      ) : (
        createElement(SCREEN_PAGES[current], { me })
      );
    // The screens of one session share a data cache of their own: signing out drops it with them, so
    // nothing read for one person is shown to the next.
    screen = (
      <AdminReadProvider>
        <ConsoleNav current={current} roles={me.roles} />
        {WIDE_SCREENS.has(current) ? page : <div className="narrow-screen">{page}</div>}
      </AdminReadProvider>
    );
  }

  return (
    <>
      <header className="console-header">
        <span className="console-title">{t.title}</span>
        <button
          type="button"
          className="link"
          lang={lang === 'zh' ? 'en' : 'zh-CN'}
          aria-label={t.switchLanguageLabel}
          onClick={() => setLang(lang === 'zh' ? 'en' : 'zh')}
        >
          {t.switchLanguage}
        </button>
      </header>
      {/* Signed in, the navigation keeps one place on every screen; lists and the audit log use the
          width of a desktop, forms read better narrow (and start under the navigation's left edge). */}
      <main className={state === 'signed-in' ? 'wide' : undefined}>
        {screen}
        {(error ?? readError) && <FormError message={error ?? readError} />}
      </main>
    </>
  );
}
