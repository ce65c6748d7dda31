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
  const onClick = () => {
    trackClick(target.path);
    onNavigate?.();
  };
  if (target.type === 'jump' && target.external) {
    return (
      <ExternalLink external={target.external} className={className} onClick={onClick} onKeyDown={onKeyDown} ref={ref}>
        {children}
      </ExternalLink>
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

/**
 * An entry leading to another site, at its address in the site settings: the only entries that read
 * the settings, so the menus' other links hold no subscription to them.
 */
function ExternalLink({
  external,
  children,
  className,
  onClick,
  onKeyDown,
  ref,
}: Pick<Props, 'children' | 'className' | 'onKeyDown' | 'ref'> & { external: ExternalLinkKey; onClick: () => void }) {
  const lang = useLang();
  const t = useT();
  const site = useSite();
  return (
    <a
      ref={ref}
      className={className}
      href={site ? externalHref(site, external, lang) : undefined}
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
