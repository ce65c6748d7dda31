import { useCallback, useReducer, useRef } from 'react';
import { AccessButton } from '../access/access-button.tsx';
import { setAccessToolbarOpen } from '../access/access-open.ts';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { CLOSED, mobileMenuReducer } from './mobile-menu-state.ts';
import { SearchLink } from './search-link.tsx';
import { useHeaderHeight } from './use-header-height.ts';
import { usePageBehindInert } from './use-page-behind-inert.ts';
import './header.css';
import './mobile-menu.css';
import { useT } from '../i18n/t.ts';

const MENU_ID = 'mobile-menu';

/** Mobile header: logo, search, reading settings, language switch and the hamburger that becomes a close cross. */
export function MobileHeader({ route }: { route: ResolvedRoute }) {
  const t = useT();
  const [state, dispatch] = useReducer(mobileMenuReducer, CLOSED);
  const ref = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useHeaderHeight(ref);
  const open = state.view !== 'closed';
  const close = () => dispatch({ type: 'close' });
  const closeToToggle = useCallback(() => {
    dispatch({ type: 'close' });
    toggleRef.current?.focus();
  }, []);
  // The open menu holds the focus: the page behind it is inert, Escape closes it.
  usePageBehindInert(ref, open, closeToToggle);

  return (
    <header ref={ref} className="site-header mobile-header">
      <div className="header-bar">
        <Logo onNavigate={close} />
        <div className="header-tools">
          <SearchLink onNavigate={close} />
          {/* The menu closes when the toolbar opens: the open menu makes everything but the header inert. */}
          <AccessButton compact onOpen={close} />
          <LanguageSwitch route={route} />
          <button
            ref={toggleRef}
            type="button"
            className="hamburger"
            data-open={open}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={open ? t('closeMenu') : t('openMenu')}
            onClick={() => {
              // One at a time: the open menu makes the page behind it, the toolbar included, inert.
              setAccessToolbarOpen(false);
              dispatch({ type: 'toggle' });
            }}
          >
            <span className="hamburger-bar" />
            <span className="hamburger-bar" />
            <span className="hamburger-bar" />
          </button>
        </div>
      </div>
      <MobileMenu id={MENU_ID} state={state} dispatch={dispatch} />
    </header>
  );
}
