import type { Me } from '@muyuan/contract/admin/staff';
import { DueBanner } from './cases/due-banner.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { useLanguage } from './language.tsx';
import { ROLE_NAMES } from './strings.ts';

/** The signed-in home: who is signed in, with which roles, and the way out; admins can invite colleagues. */
export function HomePage({ me, onSignOut }: { me: Me; onSignOut: () => void }) {
  const { lang, t } = useLanguage();
  return (
    <>
      <section className="card" aria-labelledby="home-title">
        <h1 id="home-title">{t.homeTitle}</h1>
        <dl className="facts">
          <dt>{t.signedInAs}</dt>
          <dd data-testid="me-name">{me.name}</dd>
          <dt>{t.roles}</dt>
          <dd>
            <ul className="roles" data-testid="me-roles">
              {me.roles.map((role) => (
                <li key={role}>{ROLE_NAMES[lang][role]}</li>
              ))}
            </ul>
          </dd>
        </dl>
        <button type="button" onClick={onSignOut}>
          {t.signOut}
        </button>
      </section>
      {me.roles.includes('compliance') && (
        <section className="card" aria-labelledby="home-cases-title">
          <h2 id="home-cases-title">{t.navCases}</h2>
          <DueBanner me={me} link />
        </section>
      )}
      {me.roles.includes('admin') && <InvitePanel holder={me.roles} />}
    </>
  );
}
