import type { NavSection } from '@muyuan/contract/sitemap';

/** Spec section 4, mobile menu: closed, main list open, or one section's child list open. */
export type MobileMenuState = { view: 'closed' } | { view: 'main' } | { view: 'child'; sectionIndex: number };

export type MobileMenuAction =
  | { type: 'toggle' }
  | { type: 'close' }
  | { type: 'back' }
  | { type: 'chooseSection'; sectionIndex: number; section: NavSection }
  | { type: 'chooseItem' };

export const CLOSED: MobileMenuState = { view: 'closed' };

export function mobileMenuReducer(state: MobileMenuState, action: MobileMenuAction): MobileMenuState {
  switch (action.type) {
    case 'toggle':
      return state.view === 'closed' ? { view: 'main' } : CLOSED;
    case 'back':
      return { view: 'main' };
    case 'chooseSection':
      // Home and external sections have no child list: going there closes the menu.
      return action.section.children.length === 0 ? CLOSED : { view: 'child', sectionIndex: action.sectionIndex };
    case 'chooseItem':
    case 'close':
      return CLOSED;
  }
}
