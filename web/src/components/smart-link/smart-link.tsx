import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useT } from '../../i18n/t.ts';

/** What kind of place a link target is: a route of this site, a file of the site, or elsewhere. */
export function linkKind(target: string): 'route' | 'file' | 'contact' | 'external' {
  if (target.startsWith('tel:') || target.startsWith('mailto:')) return 'contact';
  if (target.startsWith('/media/') || target.startsWith('/feeds/')) return 'file';
  if (target.startsWith('/') && !target.startsWith('//')) return 'route';
  return 'external';
}

interface Props {
  to: string;
  children: ReactNode;
  className?: string;
  /** Extra accessible text, e.g. what a bare "more" link leads to. */
  label?: string;
}

/**
 * One link for any target the content can name: a hash route of the site (client navigation), a
 * phone or mail address, a file of the site (opened in a new tab), or another site (new tab, told).
 */
export function SmartLink({ to, children, className, label }: Props) {
  const t = useT();
  const kind = linkKind(to);
  if (kind === 'route') {
    return (
      <Link href={to} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (kind === 'contact') {
    return (
      <a href={to} className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <a href={to} className={className} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
      <span className="visually-hidden">{t('opensInNewTab')}</span>
    </a>
  );
}
