import { describe, expect, it } from 'vitest';
import { resolveRoute } from '../../routing/resolve-route.ts';
import { siblingsOf } from './sibling-links.tsx';

describe('siblingsOf', () => {
  it('lists the other listed pages of the same menu group', () => {
    expect(siblingsOf(resolveRoute('/pigSales'), 'en').map((i) => i.link)).toEqual(['/valueBreeding', '/pigPrice']);
  });
  it('leaves out pages hidden in the language', () => {
    expect(siblingsOf(resolveRoute('/culture'), 'en').map((i) => i.link)).not.toContain('/party');
    expect(siblingsOf(resolveRoute('/culture'), 'zh').map((i) => i.link)).toContain('/party');
  });
  it('gives a hidden page the listed pages of its group', () => {
    expect(siblingsOf(resolveRoute('/healthControl'), 'zh').map((i) => i.link)).toContain('/smartTechnology');
  });
});
