import type { Me } from '@muyuan/contract/admin/staff';
import { useLanguage } from './language.tsx';

/** The accounts screen (being built). */
export function AccountsPage(_props: { me: Me }) {
  const { t } = useLanguage();
  return (
    <section className="card" aria-labelledby="accounts-title">
      <h1 id="accounts-title">{t.navAccounts}</h1>
    </section>
  );
}
