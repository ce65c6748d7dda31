import type { Me } from '@muyuan/contract/admin/staff';
import { useLanguage } from './language.tsx';

/** The security screen (being built). */
export function SecurityPage(_props: { me: Me }) {
  const { t } = useLanguage();
  return (
    <section className="card" aria-labelledby="security-title">
      <h1 id="security-title">{t.navSecurity}</h1>
    </section>
  );
}
