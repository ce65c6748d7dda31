import { Link } from 'wouter';
import { SITE } from '../content/site.ts';
import { CURRENT_LANG } from '../lib/language.ts';

export function Logo({ className = 'site-logo', onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link href="/" className={className} onClick={onNavigate}>
      <img src={SITE.logo} alt={SITE.companyName[CURRENT_LANG]} width={150} height={40} />
    </Link>
  );
}
