import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { createElement, useCallback, useEffect, useState } from 'react';
import { AccountsPage } from './accounts-page.tsx';
import { AdminApiError, adminCall } from './admin-api.ts';
import { AuditPage } from './audit-page.tsx';
import { CasesScreen } from './cases/cases-screen.tsx';
import { ConsoleNav } from './console-nav.tsx';
import { ContentScreen } from './content/content-screen.tsx';
import { TranslationsPage } from './content/translations-page.tsx';
import { EnrollPage } from './enroll-page.tsx';
import { errorText, FormError } from './form-error.tsx';
import { type ConsoleScreen, goHome, mayOpen, useHashRoute } from './hash-route.ts';
import { HomePage } from './home-page.tsx';
import { useLanguage } from './language.tsx';
import { MediaPage } from './media/media-page.tsx';
import { SecurityPage } from './security-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { TokensPage } from './tokens-page.tsx';

/** The screen of each address besides home and content (whose screens take their place in it: content-screen.tsx). */
const SCREEN_PAGES: Record<
  Exclude<ConsoleScreen, 'home' | 'content' | 'cases'>,
  (props: { me: Me }) => React.ReactNode
> = {
  translations: TranslationsPage,
  media: MediaPage,
  accounts: AccountsPage,
  tokens: TokensPage,
  audit: AuditPage,
  security: SecurityPage,
};

const WIDE_SCREENS: ReadonlySet<ConsoleScreen> = new Set([
  'content',
  'translations',
  'media',
  'cases',
  'accounts',
  'tokens',
  'audit',
]);

/** Who is signed in: not known yet, nobody, or the person `GET me` names. */
type Session = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; me: Me };

/**
 * The console: a header with the language switch, then one screen. Signed out it shows only the
 * sign-in page (or the enrollment page of an invitation address).
 */
export function Console() {
  const { lang, t, setLang } = useLanguage();
  const route = useHashRoute();
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      const me = await adminCall<Me>(lang, 'GET', ADMIN_PATHS.me);
      setSession({ state: 'signed-in', me });
    } catch (e) {
      setSession({ state: 'signed-out' });
      if (!(e instanceof AdminApiError && e.status === 401)) setError(errorText(e, t));
    }
  }, [lang, t]);

  // Once on start: is a session live? (Not on every language change.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: deliberately only on mount
  useEffect(() => {
    void refresh();
  }, []);

  const signedIn = () => {
    setError(null);
    goHome();
    void refresh();
  };

  const signOut = async () => {
    try {
      await adminCall(lang, 'POST', ADMIN_PATHS.signOut);
      setSession({ state: 'signed-out' });
    } catch (e) {
      setError(errorText(e, t));
    }
  };

  let screen: React.ReactNode;
  // The screen shown when signed in: the one addressed, unless the person's roles do not open it.
  let current: ConsoleScreen = 'home';
  if (route.screen === 'enroll' && session.state !== 'signed-in')
    screen = <EnrollPage key={route.token} token={route.token} onSignedIn={signedIn} />;
  else if (session.state === 'checking') screen = <p aria-live="polite">{t.loading}</p>;
  else if (session.state === 'signed-out') screen = <SignInPage onSignedIn={signedIn} />;
  else {
    const me = session.me;
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
    screen = (
      <>
        <ConsoleNav current={current} roles={me.roles} />
        {WIDE_SCREENS.has(current) ? page : <div className="narrow-screen">{page}</div>}
      </>
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
      <main className={session.state === 'signed-in' ? 'wide' : undefined}>
        {screen}
        {error && <FormError message={error} />}
      </main>
    </>
  );
}
