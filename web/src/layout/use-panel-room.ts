import { useLayoutEffect, useState } from 'react';

/** Below this, a panel would show two or three entries: better not to open it at all. */
export const MIN_PANEL_ROOM_PX = 160;
/** Space kept between the panel's foot and the heading. */
const GAP_PX = 8;

/** The heading of the page on show (kept-alive pages are in the document too, but not displayed). */
function visibleHeading(): HTMLElement | null {
  for (const h of document.querySelectorAll<HTMLElement>('main .page h1')) {
    if (h.offsetParent !== null) return h;
  }
  return null;
}

/**
 * How tall the side panel may be when it opens: from the header's foot down to the page heading (or
 * the bottom of the window once the heading is scrolled away), so it never covers the heading; null
 * when there is too little room to be useful.
 */
export function usePanelRoom(open: boolean): number | null {
  const [room, setRoom] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const header = document.querySelector('header.site-header');
    const top = header ? header.getBoundingClientRect().bottom : 0;
    const heading = visibleHeading()?.getBoundingClientRect().top;
    const bottom = Math.min(
      heading !== undefined && heading > top ? heading - GAP_PX : window.innerHeight,
      window.innerHeight,
    );
    const space = Math.floor(bottom - top);
    setRoom(space >= MIN_PANEL_ROOM_PX ? space : null);
  }, [open]);
  return room;
}
