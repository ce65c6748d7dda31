/**
 * Adapter to the configured analytics tool (Baidu Tongji's `_hmt` command queue). When the tool is not
 * on the page, every call does nothing and throws nothing: tracking must never break the site.
 */
export type AnalyticsCommand = [string, ...unknown[]];
interface CommandQueue {
  push: (command: AnalyticsCommand) => unknown;
}

declare global {
  interface Window {
    _hmt?: CommandQueue;
  }
}

/**
 * Off while the visitor is on a private page (the report form, the lookup by query code): a
 * whistle-blower's visit is nobody else's business. Set by the route effects on every route change.
 */
let suspended = false;
export function setAnalyticsSuspended(value: boolean) {
  suspended = value;
}

function queue(): CommandQueue | undefined {
  if (suspended) return undefined;
  const q = typeof window === 'undefined' ? undefined : window._hmt;
  return q && typeof q.push === 'function' ? q : undefined;
}

function send(command: AnalyticsCommand) {
  try {
    queue()?.push(command);
  } catch {
    // A failing third-party tool must not reach the visitor.
  }
}

export function trackPageView(path: string) {
  send(['_trackPageview', path]);
}

/** A visit: sent once per page load with the language the visitor arrived in. */
export function trackVisit(lang: string) {
  send(['_trackEvent', 'visit', 'enter', lang]);
}

/** A click on a navigation entry or a link, labelled by the navigation item's `path`. */
export function trackClick(label: string) {
  send(['_trackEvent', 'click', 'navigate', label]);
}

/**
 * Loads Baidu Tongji for `siteId` (the id from content/site.yaml). With no id nothing is loaded.
 * The server's Content-Security-Policy must allow hm.baidu.com for the script to run.
 */
export function installAnalytics(siteId: string | undefined, privateStart = false) {
  // A visit that starts on a private page loads no third-party script at all.
  if (!siteId || privateStart || typeof document === 'undefined') return;
  window._hmt = window._hmt ?? ([] as AnalyticsCommand[]);
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://hm.baidu.com/hm.js?${encodeURIComponent(siteId)}`;
  document.head.append(script);
}
