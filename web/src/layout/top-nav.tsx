import { listedGroups, NAV_SECTIONS } from '@muyuan/contract/sitemap';
import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { moveFocus } from './focus-list.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import type { NavHover } from './use-nav-hover.ts';

const ENTRY = '.top-nav-link';

/**
 * The eight top entries with their hover dropdowns. Keyboard: Left/Right move between entries,
 * Down or Space opens an entry's menu and focuses its first link, Escape closes it.
 */
export function TopNav({ nav }: { nav: NavHover }) {
  const lang = useLang();
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);

  const onEntryKey = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      moveFocus(listRef.current, ENTRY, event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'ArrowDown' || event.key === ' ') {
      event.preventDefault();
      nav.openNow(index);
      const entry = event.currentTarget.closest('li');
      setTimeout(() => moveFocus(entry?.querySelector('.nav-dropdown') ?? null, 'a', 'first'), 0);
    } else if (event.key === 'Escape') {
      nav.reset();
    }
  };

  return (
    <nav className="top-nav" aria-label={t('mainNavigation')}>
      <ul ref={listRef} className="top-nav-list">
        {NAV_SECTIONS.map((section, index) => {
          const groups = listedGroups(section, lang);
          const shown = nav.shownIndex === index;
          return (
            <li
              key={section.id}
              className={shown ? 'top-nav-entry is-active' : 'top-nav-entry'}
              data-section={section.id}
              data-active={shown}
              onMouseEnter={() => nav.hoverEntry(index)}
            >
              <NavItemLink
                target={section}
                className="top-nav-link"
                current={nav.activeIndex === index}
                onNavigate={() => nav.activate(index)}
                onKeyDown={onEntryKey(index)}
              >
                {section.title[lang]}
              </NavItemLink>
              {groups.length > 0 && (
                <NavDropdown
                  groups={groups}
                  open={nav.hoverIndex === index}
                  onChoose={() => nav.activate(index)}
                  onClose={(entry) => {
                    nav.reset();
                    (entry?.querySelector(ENTRY) as HTMLElement | null)?.focus();
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
