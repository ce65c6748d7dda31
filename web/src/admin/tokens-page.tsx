import type { Me } from '@muyuan/contract/admin/staff';
import { useLanguage } from './language.tsx';

/** The tokens screen (being built). */
export function TokensPage(_props: { me: Me }) {
  const { t } = useLanguage();
  return (
    <section className="card" aria-labelledby="tokens-title">
      <h1 id="tokens-title">{t.navTokens}</h1>
    </section>
  );
}
