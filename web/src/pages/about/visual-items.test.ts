import { describe, expect, it } from 'vitest';
import { categoryOf, itemsOfCategory } from './visual-items.ts';

const items = [
  { title: 'Opening', typeCode: '1' as const, image: '/media/a.svg' },
  { title: 'Gala', typeCode: '4' as const, image: '/media/b.svg', video: '/media/b.mp4' },
];

describe('visual centre categories', () => {
  it('reads the category of the address, defaulting to all', () => {
    expect(categoryOf('4')).toBe('4');
    expect(categoryOf(null)).toBe('');
    expect(categoryOf('9')).toBe('');
  });
  it('filters the items by category; all keeps everything', () => {
    expect(itemsOfCategory(items, '4').map((i) => i.title)).toEqual(['Gala']);
    expect(itemsOfCategory(items, '')).toHaveLength(2);
    expect(itemsOfCategory(items, '2')).toEqual([]);
  });
});
