import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { Timeline } from './timeline.tsx';

describe('Timeline', () => {
  it('shows every milestone in order with its year, title, text and picture', () => {
    const { container } = renderIn(
      'en',
      <Timeline
        items={[
          {
            id: 'a',
            year: 1992,
            title: 'Starting with 22 pigs',
            content: '<p>The first farm.</p>',
            image: '/media/a.svg',
          },
          { id: 'b', year: 2014, title: 'Listed in Shenzhen', content: '<p>Stock code 002714.</p>', image: null },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual(['1992', '2014']);
    expect(screen.getByRole('heading', { level: 3, name: 'Listed in Shenzhen' })).toBeInTheDocument();
    expect(screen.getByText('The first farm.')).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });
});
