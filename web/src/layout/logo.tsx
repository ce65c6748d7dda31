import { Link } from 'wouter';
import { SITE } from '../content/site.ts';
import { useLang } from '../i18n/lang-context.tsx';

export function Logo({ className = 'site-logo', onNavigate }: { className?: string; onNavigate?: () => void }) {
  const lang = useLang();
  return (
    <Link href="/" className={className} onClick={onNavigate}>
      <img src={SITE.logo} alt={SITE.companyName[lang]} width={150} height={40} />
    </Link>
  );
}
