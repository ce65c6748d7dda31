import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn, TEST_SITE as SITE } from '../../test-utils.tsx';
import { CardsBlock, cardOfCopy } from './cards-block.tsx';

describe('cards of the copy', () => {
  it("turn an external key into the site settings' address of the visitor's language", () => {
    const coCreation = { title: 'Co-creation', external: 'coCreation' as const };
    expect(cardOfCopy(SITE, coCreation, 'zh')).toEqual({
      title: 'Co-creation',
      link: SITE.externalLinks.coCreation.zh,
    });
    expect(cardOfCopy(SITE, coCreation, 'en').link).toBe(SITE.externalLinks.coCreation.en);
    expect(cardOfCopy(SITE, { title: 'Culture', link: '/culture' }, 'en')).toEqual({
      title: 'Culture',
      link: '/culture',
    });
  });

  it('open an external card in a new tab and a route card in place', () => {
    renderIn(
      'en',
      <CardsBlock
        block={{
          type: 'cards',
          items: [
            { title: 'Campus', external: 'campusRecruitment', linkLabel: 'Apply' },
            { title: 'Growth', link: '/development' },
          ],
        }}
      />,
    );
    const campus = screen.getByRole('link', { name: /Campus/ });
    expect(campus).toHaveAttribute('href', SITE.externalLinks.campusRecruitment);
    expect(campus).toHaveAttribute('target', '_blank');
    const growth = screen.getByRole('link', { name: 'Growth' });
    expect(growth).toHaveAttribute('href', '#/development');
    expect(growth).not.toHaveAttribute('target');
  });
});
