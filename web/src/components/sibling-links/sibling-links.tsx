import { isListed, NAV_SECTIONS, type NavItem } from '@muyuan/contract/sitemap';
import { Link } from 'wouter';
import { useLang } from '../../i18n/lang-context.tsx';
import { useT } from '../../i18n/t.ts';
import type { ResolvedRoute } from '../../routing/resolve-route.ts';
import './sibling-links.css';

/** The other listed pages of the menu group a page belongs to (in the visitor's language). */
export function siblingsOf(route: ResolvedRoute, lang: 'zh' | 'en'): NavItem[] {
  if (route.kind !== 'page') return [];
  const section = NAV_SECTIONS[route.sectionIndex];
  const group = section?.children.find((g) => g.items.some((i) => i.id === route.item.id));
  return (group?.items ?? []).filter((i) => i.link && i.id !== route.item.id && isListed(i, lang));
}

/** "More in this section": links to the sibling pages, so no page is a dead end. */
export function SiblingLinks({ route }: { route: ResolvedRoute }) {
  const t = useT();
  const lang = useLang();
  const siblings = siblingsOf(route, lang);
  if (siblings.length === 0) return null;
  return (
    <nav className="sibling-links" aria-label={t('moreInSection')}>
      <div className="container">
        <h2 className="sibling-title">{t('moreInSection')}</h2>
        <ul>
          {siblings.map((item) => (
            <li key={item.id}>
              <Link href={item.link ?? '/'} className="sibling-link">
                {item.title[lang]}
                <span aria-hidden="true"> →</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
