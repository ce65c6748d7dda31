import { FRAGMENT_SETTLING_ATTRIBUTE } from '@muyuan/contract/prerender';

/**
 * The rule a page fragment brings for its first frame (FRAGMENT_SETTLING_ATTRIBUTE): the page's blocks
 * after the first, and the footer, are not laid out while off screen (`auto` renders whatever is on
 * screen exactly as before; the size holds the place of what is not) until the guard script removes the
 * attribute in the next task. Carried by the fragments only: the path pages have no use for it, and
 * their HTML must fit the first round trip.
 */
export const FRAGMENT_SETTLING_CSS =
  `html[${FRAGMENT_SETTLING_ATTRIBUTE}] .page>*+*,html[${FRAGMENT_SETTLING_ATTRIBUTE}] .site-footer` +
  '{content-visibility:auto;contain-intrinsic-size:auto 480px}';
