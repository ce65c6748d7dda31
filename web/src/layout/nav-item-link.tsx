import type { ExternalLinkKey } from '@muyuan/contract/sitemap';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { externalHref, useSite } from '../content/site.ts';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { trackClick } from '../lib/analytics.ts';

interface Target {
  link?: string;
  type?: 'jump';
  external?: ExternalLinkKey;
  path: string;
}

interface Props {
  target: Target;
  children: ReactNode;
  className?: string;
  onNavigate?: () => void;
  onKeyDown?: KeyboardEventHandler<HTMLAnchorElement>;
  ref?: Ref<HTMLAnchorElement>;
  current?: boolean;
}

/**
 * A navigation entry: a hash-route link, or for 'jump' entries the external site in a new tab
 * (in the visitor's language where the site has one). Every click is tracked by the entry's `path`.
 */
export function NavItemLink({ target, children, className, onNavigate, onKeyDown, ref, current }: Props) {
  const lang = useLang();
  const t = useT();
  const site = useSite();
  const onClick = () => {
    trackClick(target.path);
    onNavigate?.();
  };
  if (target.type === 'jump' && target.external) {
    return (
      <a
        ref={ref}
        className={className}
        href={site ? externalHref(site, target.external, lang) : undefined}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {children}
        <span className="visually-hidden">{t('opensInNewTab')}</span>
      </a>
    );
  }
  return (
    <Link
      ref={ref}
      className={className}
      href={target.link ?? '/'}
      onClick={onClick}
      onKeyDown={onKeyDown}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}
