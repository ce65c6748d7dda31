import { NAV_SECTIONS } from '@muyuan/contract/sitemap';
import { describe, expect, it } from 'vitest';
import { CLOSED, mobileMenuReducer } from './mobile-menu-state.ts';

const section = (i: number) => {
  const s = NAV_SECTIONS[i];
  if (!s) throw new Error(`no section ${i}`);
  return s;
};

describe('mobileMenuReducer', () => {
  it('toggles between closed and the main list', () => {
    const open = mobileMenuReducer(CLOSED, { type: 'toggle' });
    expect(open).toEqual({ view: 'main' });
    expect(mobileMenuReducer(open, { type: 'toggle' })).toEqual(CLOSED);
  });
  it('opens the child list of a section with children, and back returns to the main list', () => {
    const child = mobileMenuReducer({ view: 'main' }, { type: 'chooseSection', sectionIndex: 1, section: section(1) });
    expect(child).toEqual({ view: 'child', sectionIndex: 1 });
    expect(mobileMenuReducer(child, { type: 'back' })).toEqual({ view: 'main' });
  });
  it('closes when Home (no children) or an item is chosen', () => {
    expect(
      mobileMenuReducer({ view: 'main' }, { type: 'chooseSection', sectionIndex: 0, section: section(0) }),
    ).toEqual(CLOSED);
    expect(mobileMenuReducer({ view: 'child', sectionIndex: 2 }, { type: 'chooseItem' })).toEqual(CLOSED);
    expect(mobileMenuReducer({ view: 'main' }, { type: 'close' })).toEqual(CLOSED);
  });
});
