import type { Me } from '@muyuan/contract/admin/staff';
import { useLanguage } from './language.tsx';

/** The audit screen (being built). */
export function AuditPage(_props: { me: Me }) {
  const { t } = useLanguage();
  return (
    <section className="card" aria-labelledby="audit-title">
      <h1 id="audit-title">{t.navAudit}</h1>
    </section>
  );
}
