import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { PeopleGrid } from './people-grid.tsx';

describe('PeopleGrid', () => {
  it('shows photo, name, position and biography of each person', () => {
    const { container } = renderIn(
      'zh',
      <PeopleGrid
        people={[
          {
            id: 'a',
            name: '李明远',
            position: '董事长',
            photo: '/media/portraits/a.svg',
            bio: '主持公司整体发展战略。',
          },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '李明远' })).toBeInTheDocument();
    expect(screen.getByText('董事长')).toBeInTheDocument();
    expect(screen.getByText('主持公司整体发展战略。')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/portraits/a.svg');
  });
});
