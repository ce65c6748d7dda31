import { describe, expect, it } from 'vitest';
import { partnerGallery } from './partner-gallery.ts';

const partner = (id: string, logo: string | null) => ({ id, name: `Name ${id}`, logo, description: `About ${id}` });

describe('partnerGallery', () => {
  it('lists every partner and pages through the logos in the same order', () => {
    const g = partnerGallery([partner('a', '/media/partners/a.svg'), partner('b', '/media/partners/b.svg')]);
    expect(g.items).toEqual([
      { img: '/media/partners/a.svg', text: 'Name a' },
      { img: '/media/partners/b.svg', text: 'Name b' },
    ]);
    expect(g.slides).toEqual([
      { src: '/media/partners/a.svg', alt: 'Name a' },
      { src: '/media/partners/b.svg', alt: 'Name b' },
    ]);
    expect(g.slideOf).toEqual([0, 1]);
  });

  it('keeps a partner without a logo in the list but not among the slides', () => {
    const g = partnerGallery([partner('a', null), partner('b', '/media/partners/b.svg')]);
    expect(g.items.map((i) => i.img)).toEqual([null, '/media/partners/b.svg']);
    expect(g.slides.map((s) => s.alt)).toEqual(['Name b']);
    expect(g.slideOf).toEqual([null, 0]);
  });
});
