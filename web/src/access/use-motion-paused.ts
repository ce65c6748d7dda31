import { useSyncExternalStore } from 'react';

/**
 * Whether moving things must stand still: `<html data-motion="paused">`, set before the first paint by
 * the reading settings' inline script (stored choice, elder mode or the system's reduced motion) and
 * changed by the toolbar. Components that move by script (the banner's autoplay) follow it; CSS
 * animations and transitions follow the attribute in access.css.
 */
export function useMotionPaused(): boolean {
  return useSyncExternalStore(subscribe, motionPaused, () => false);
}

export function motionPaused(): boolean {
  return document.documentElement.getAttribute('data-motion') === 'paused';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-motion'] });
  return () => observer.disconnect();
}
