import type { NavGroup } from '@muyuan/contract/sitemap';
import { useLang } from '../i18n/lang-context.tsx';
import { NavItemLink } from './nav-item-link.tsx';

interface Props {
  groups: NavGroup[];
  /** Class-name prefix of the menu that shows the groups (`nav-dropdown`, `mobile-menu`). */
  prefix: string;
  onNavigate: () => void;
}

/** A section's listed pages, group by group, each group with its title when it has one. */
export function NavGroupList({ groups, prefix, onNavigate }: Props) {
  const lang = useLang();
  return groups.map((group, g) => (
    <div className={`${prefix}-group`} key={group.title?.zh ?? g}>
      {group.title && <p className={`${prefix}-group-title`}>{group.title[lang]}</p>}
      <ul>
        {group.items.map((item) => (
          <li key={item.id}>
            <NavItemLink target={item} className={`${prefix}-link`} onNavigate={onNavigate}>
              {item.title[lang]}
            </NavItemLink>
          </li>
        ))}
      </ul>
    </div>
  ));
}
