import { describe, expect, it } from 'vitest';
import { blockSchema } from './page-copy.ts';

const cards = (item: Record<string, unknown>) => ({ type: 'cards', items: [{ title: 'Campus', ...item }] });

describe('a card of the copy', () => {
  it('may lead to an external address of site.yaml by its key', () => {
    expect(blockSchema.safeParse(cards({ external: 'campusRecruitment' })).success).toBe(true);
    expect(blockSchema.safeParse(cards({ external: 'veteranRecruitment', image: '/media/cards/a.svg' })).success).toBe(
      true,
    );
  });

  it('refuses a key site.yaml does not have, and a card with both a link and an external', () => {
    expect(blockSchema.safeParse(cards({ external: 'jobs' })).success).toBe(false);
    const both = blockSchema.safeParse(cards({ external: 'campusRecruitment', link: '/development' }));
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.message).toBe('a card has a link or an external, not both');
  });
});
