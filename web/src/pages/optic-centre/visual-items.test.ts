import { describe, expect, it } from 'vitest';
import { visualItemsOf } from './visual-items.ts';

describe('visualItemsOf', () => {
  it('reads titles, images and videos and drops malformed entries', () => {
    const copy = {
      title: 'T',
      description: 'D',
      items: [{ title: 'A', image: '/media/a.svg', video: '/media/a.mp4' }, { title: 'B' }, { image: '/x' }, 'junk'],
    };
    expect(visualItemsOf(copy)).toEqual([
      { title: 'A', image: '/media/a.svg', video: '/media/a.mp4' },
      { title: 'B', image: null, video: null },
    ]);
  });
  it('is empty without copy or items', () => {
    expect(visualItemsOf(null)).toEqual([]);
    expect(visualItemsOf({ title: 'T', description: 'D' })).toEqual([]);
  });
});
