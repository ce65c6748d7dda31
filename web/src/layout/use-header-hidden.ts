import { HEADER_HIDE_ON_SCROLL_ENABLED, HEADER_HIDE_THRESHOLD_PX } from '@muyuan/contract/constants';
import { useEffect, useState } from 'react';

/**
 * Hide-on-scroll-down past the threshold. The spec keeps it, switched off: with the flag off no
 * listener is attached at all.
 */
export function useHeaderHidden(enabled: boolean = HEADER_HIDE_ON_SCROLL_ENABLED) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > HEADER_HIDE_THRESHOLD_PX && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
