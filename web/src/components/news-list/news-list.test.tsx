import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { NewsList } from './news-list.tsx';

const item = (id: string, title: string) => ({
  id,
  title,
  summary: `${title} summary`,
  cover: `/media/covers/${id}.svg`,
  publishDate: '2024-05-01',
});

describe('NewsList', () => {
  it('shows title, summary and date of each item, linked to its detail', () => {
    renderIn(
      'en',
      <NewsList items={[item('a', 'First'), item('b', 'Second')]} hrefFor={(i) => `/detail/news/${i.id}`} />,
    );
    expect(screen.getByRole('link', { name: 'Second' })).toHaveAttribute('href', '#/detail/news/b');
    expect(screen.getByText('First summary')).toBeInTheDocument();
    expect(screen.getAllByText('2024-05-01')[0]?.tagName).toBe('TIME');
  });
  it('leaves summaries and covers out when compact', () => {
    const { container } = renderIn('en', <NewsList compact items={[item('a', 'First')]} hrefFor={() => '/x'} />);
    expect(screen.queryByText('First summary')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });
});
