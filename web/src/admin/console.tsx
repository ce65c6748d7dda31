import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { Me } from '@muyuan/contract/admin/staff';
import { useCallback, useEffect, useState } from 'react';
import { AdminApiError, adminCall } from './admin-api.ts';
import { EnrollPage } from './enroll-page.tsx';
import { errorText, FormError } from './form-error.tsx';
import { goHome, useHashRoute } from './hash-route.ts';
import { HomePage } from './home-page.tsx';
import { useLanguage } from './language.tsx';
import { SignInPage } from './sign-in-page.tsx';

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
  if (route.screen === 'enroll' && session.state !== 'signed-in')
    screen = <EnrollPage key={route.token} token={route.token} onSignedIn={signedIn} />;
  else if (session.state === 'checking') screen = <p aria-live="polite">{t.loading}</p>;
  else if (session.state === 'signed-out') screen = <SignInPage onSignedIn={signedIn} />;
  else screen = <HomePage me={session.me} onSignOut={() => void signOut()} />;

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
      <main>
        {screen}
        {error && <FormError message={error} />}
      </main>
    </>
  );
}
