import type { ExternalLinkKey } from '@muyuan/contract/sitemap';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { externalHref } from '../content/site.ts';
import { trackClick } from '../lib/analytics.ts';
import { CURRENT_LANG } from '../lib/language.ts';

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
  const { t } = useTranslation();
  const onClick = () => {
    trackClick(target.path);
    onNavigate?.();
  };
  if (target.type === 'jump' && target.external) {
    return (
      <a
        ref={ref}
        className={className}
        href={externalHref(target.external, CURRENT_LANG)}
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
