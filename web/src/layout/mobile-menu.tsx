import { listedGroups, NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { type ActionDispatch, type KeyboardEvent, useEffect, useRef } from 'react';
import { useLang } from '../i18n/lang-context.tsx';
import { useT } from '../i18n/t.ts';
import { moveFocus } from './focus-list.ts';
import type { MobileMenuAction, MobileMenuState } from './mobile-menu-state.ts';
import { NavGroupList } from './nav-group-list.tsx';
import { NavItemLink } from './nav-item-link.tsx';

interface Props {
  id: string;
  state: MobileMenuState;
  dispatch: ActionDispatch<[MobileMenuAction]>;
}

/**
 * The full-screen mobile menu: main sections, or one section's grouped pages with a way back. Escape
 * and the inert page behind it are the header's (usePageBehindInert).
 */
export function MobileMenu({ id, state, dispatch }: Props) {
  const lang = useLang();
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const open = state.view !== 'closed';
  const child = state.view === 'child' ? NAV_SECTIONS[state.sectionIndex] : undefined;

  // Put focus on the first control of the list that just opened.
  useEffect(() => {
    if (open) moveFocus(ref.current, 'a, button', 'first');
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveFocus(ref.current, 'a, button', event.key === 'ArrowDown' ? 1 : -1);
    }
  };
  const chooseItem = () => dispatch({ type: 'chooseItem' });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys for the menu's own links and buttons
    <div ref={ref} id={id} className="mobile-menu" data-open={open} inert={!open} onKeyDown={onKeyDown}>
      {child ? (
        <div className="mobile-menu-child" key={child.id}>
          <button type="button" className="mobile-menu-back" onClick={() => dispatch({ type: 'back' })}>
            ‹ {t('backToMainMenu')}
          </button>
          <p className="mobile-menu-heading">{child.title[lang]}</p>
          <NavGroupList groups={listedGroups(child, lang)} prefix="mobile-menu" onNavigate={chooseItem} />
        </div>
      ) : (
        <nav aria-label={t('mainNavigation')}>
          <ul className="mobile-menu-main">
            {NAV_SECTIONS.map((section, sectionIndex) => (
              <li key={section.id}>
                {section.children.length === 0 ? (
                  <NavItemLink target={section} className="mobile-menu-link" onNavigate={chooseItem}>
                    {section.title[lang]}
                  </NavItemLink>
                ) : (
                  <button
                    type="button"
                    className="mobile-menu-link mobile-menu-section"
                    onClick={() => dispatch({ type: 'chooseSection', sectionIndex, section })}
                  >
                    {section.title[lang]}
                    <span aria-hidden="true">›</span>
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
