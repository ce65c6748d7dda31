import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { CardGrid } from './card-grid.tsx';

describe('CardGrid', () => {
  it('shows each card with its title, text, rows and link', () => {
    renderIn(
      'en',
      <CardGrid
        items={[
          {
            title: 'Landrace',
            image: '/media/cards/a.svg',
            rows: [
              { label: 'Total litter size', value: '14.5 piglets' },
              { label: 'Corrected backfat', value: '10.8 mm' },
            ],
          },
          { title: 'Feed', text: 'Heat-treated feed', link: '/feedProcessing' },
        ]}
      />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Landrace' })).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('14.5 piglets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '#/feedProcessing');
    expect(screen.getByText('Heat-treated feed')).toBeInTheDocument();
  });
});
