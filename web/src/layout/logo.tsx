import { Link } from 'wouter';
import { useSite } from '../content/site.ts';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';

export function Logo({ className = 'site-logo', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const lang = useLang();
  const t = useT();
  const site = useSite();
  return (
    <Link href="/" className={className} onClick={onNavigate}>
      {/* Until the settings come (a page the server did not render) the logo's place is kept. */}
      {site ? (
        <img src={site.logo} alt={site.companyName[lang]} width={150} height={40} />
      ) : (
        <span className="site-logo-placeholder">
          <span className="visually-hidden">{t('home')}</span>
        </span>
      )}
    </Link>
  );
}
