import { listedGroups, NAV_SECTIONS } from '@muyuan/contract/sitemap';
import type { FocusEvent, KeyboardEvent } from 'react';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { moveFocus } from './focus-list.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { NavItemLink } from './nav-item-link.tsx';
import type { NavHover } from './use-nav-hover.ts';

/** The top row's own controls, in Tab order: each entry's link and, where it has a menu, its button. */
const TOP_CONTROL = '.top-nav-link, .top-nav-toggle';
const menuId = (sectionId: string) => `nav-menu-${sectionId}`;

/**
 * Opens entry `index`'s menu and focuses its first or last link. The menu is rendered shown first
 * (flushSync), so the very next key a fast typist presses already goes to the link.
 */
function openAndFocus(nav: NavHover, index: number, entry: Element | null, which: 'first' | 'last') {
  flushSync(() => nav.openNow(index));
  moveFocus(entry?.querySelector('.nav-dropdown') ?? null, 'a', which);
}

/**
 * The eight top entries with their hover dropdowns and, for keyboards, the WAI-ARIA disclosure
 * navigation pattern (with top-level links): each entry with a menu has a disclosure button after its
 * link. Tab walks links and buttons; Enter or Space on a button opens or closes its menu; Left/Right
 * (Home/End) move along the row; Down/Up open the menu at its first/last link; Escape closes it and
 * gives focus back to the button; focus leaving an entry closes its menu. Closed menus are `hidden`,
 * so focus never lands on a link that is not shown.
 */
export function TopNav({ nav }: { nav: NavHover }) {
  const lang = useLang();
  const t = useT();
  const listRef = useRef<HTMLUListElement>(null);

  const onRowKey = (index: number, hasMenu: boolean) => (event: KeyboardEvent<HTMLElement>) => {
    const entry = event.currentTarget.closest('li');
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft':
        event.preventDefault();
        moveFocus(listRef.current, TOP_CONTROL, event.key === 'ArrowRight' ? 1 : -1);
        break;
      case 'Home':
      case 'End':
        event.preventDefault();
        moveFocus(listRef.current, TOP_CONTROL, event.key === 'Home' ? 'first' : 'last');
        break;
      case 'ArrowDown':
      case 'ArrowUp':
        if (!hasMenu) return;
        event.preventDefault();
        openAndFocus(nav, index, entry, event.key === 'ArrowDown' ? 'first' : 'last');
        break;
      case 'Escape':
        if (nav.hoverIndex === index) nav.reset();
        break;
    }
  };

  // A menu opened from the keyboard closes once focus moves on past its entry (not under the pointer).
  const onEntryBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    const entry = event.currentTarget;
    if (entry.contains(event.relatedTarget as Node | null) || entry.matches(':hover')) return;
    if (nav.hoverIndex === index) nav.reset();
  };

  return (
    <nav className="top-nav" aria-label={t('mainNavigation')}>
      <ul ref={listRef} className="top-nav-list">
        {NAV_SECTIONS.map((section, index) => {
          const groups = listedGroups(section, lang);
          const shown = nav.shownIndex === index;
          const open = nav.hoverIndex === index;
          const hasMenu = groups.length > 0;
          return (
            <li
              key={section.id}
              className={shown ? 'top-nav-entry is-active' : 'top-nav-entry'}
              data-section={section.id}
              data-active={shown}
              onMouseEnter={() => nav.hoverEntry(index)}
              onBlur={onEntryBlur(index)}
            >
              <NavItemLink
                target={section}
                className="top-nav-link"
                current={nav.activeIndex === index}
                onNavigate={() => nav.activate(index)}
                onKeyDown={onRowKey(index, hasMenu)}
              >
                {section.title[lang]}
              </NavItemLink>
              {hasMenu && (
                <>
                  <button
                    type="button"
                    className="top-nav-toggle"
                    aria-expanded={open}
                    aria-controls={menuId(section.id)}
                    aria-label={t('sectionMenu', { section: section.title[lang] })}
                    onClick={() => (open ? nav.reset() : nav.openNow(index))}
                    onKeyDown={onRowKey(index, hasMenu)}
                  >
                    <svg viewBox="0 0 12 8" width="12" height="8" aria-hidden="true" focusable="false">
                      <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
                    </svg>
                  </button>
                  <NavDropdown
                    id={menuId(section.id)}
                    groups={groups}
                    open={open}
                    onChoose={() => nav.activate(index)}
                    onClose={(entry) => {
                      nav.reset();
                      (entry?.querySelector('.top-nav-toggle') as HTMLElement | null)?.focus();
                    }}
                  />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
