import { type FocusEvent, useRef, useState } from 'react';
import { AccessButton } from '../access/access-button.tsx';
import type { ResolvedRoute } from '../routing/resolve-route.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { SearchBox } from './search-box.tsx';
import { SearchLink } from './search-link.tsx';
import { SidePanel } from './side-panel.tsx';
import { TopNav } from './top-nav.tsx';
import { useHeaderHeight } from './use-header-height.ts';
import { useHeaderHidden } from './use-header-hidden.ts';
import { useNavHover } from './use-nav-hover.ts';
import './header.css';
import { useLang } from '../i18n/lang-context.tsx';

/** Desktop header: logo, top nav with dropdowns, search, reading settings, language switch, and the left side panel. */
export function DesktopHeader({ route }: { route: ResolvedRoute }) {
  const lang = useLang();
  const nav = useNavHover(route.sectionIndex);
  const [pointerInside, setPointerInside] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const hidden = useHeaderHidden();
  useHeaderHeight(ref);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocusInside(false);
    nav.reset();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer and focus inside the header drive the side panel (spec); keyboard users get it through focus
    <header
      ref={ref}
      className={hidden ? 'site-header is-hidden' : 'site-header'}
      // mouseover, not mouseenter: a pointer already resting on the header while the page loads gets no
      // mouseenter when it moves within the header, but every move over one of its parts is a mouseover.
      onMouseOver={() => {
        if (!pointerInside) setPointerInside(true);
      }}
      onMouseLeave={() => {
        setPointerInside(false);
        nav.reset();
      }}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
    >
      <div className="header-bar">
        <Logo />
        <TopNav nav={nav} />
        <div className="header-tools">
          {lang !== 'en' && <SearchBox />}
          <SearchLink />
          <AccessButton />
          <LanguageSwitch route={route} />
        </div>
      </div>
      <SidePanel sectionIndex={nav.shownIndex} open={pointerInside || focusInside} />
    </header>
  );
}
