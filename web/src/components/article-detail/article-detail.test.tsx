import type { ArticleDetail as Article } from '@muyuan/contract/shapes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { ArticleDetail } from './article-detail.tsx';

const article: Article = {
  id: 'b',
  title: 'Dividend paid',
  summary: 's',
  cover: null,
  publishDate: '2022-06-02',
  content: '<p>Shareholders receive 2.48 yuan per 10 shares.</p>',
  source: 'Securities Times',
  sample: false,
  attachments: [{ title: 'Announcement (PDF)', url: '/media/files/a.pdf', size: 57_300 }],
  prev: { id: 'a', title: 'Newer item' },
  next: null,
  languages: ['zh', 'en'],
};

describe('ArticleDetail', () => {
  it('shows title, date, source, body and attachments, with the way back to the list', () => {
    renderIn(
      'en',
      <ArticleDetail
        article={article}
        backHref="/enterpriseDynamics?page=2"
        backLabel="News Centre"
        hrefFor={(id) => `/detail/news/${id}`}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dividend paid' })).toBeInTheDocument();
    expect(screen.getByText('2022-06-02')).toBeInTheDocument();
    expect(screen.getByText(/Securities Times/)).toBeInTheDocument();
    expect(screen.getByText('Shareholders receive 2.48 yuan per 10 shares.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Announcement \(PDF\)/ })).toHaveAttribute('href', '/media/files/a.pdf');
    expect(screen.getByText('56 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to News Centre/ })).toHaveAttribute(
      'href',
      '#/enterpriseDynamics?page=2',
    );
  });
  it('links the previous item and says when there is no next one', () => {
    renderIn(
      'en',
      <ArticleDetail article={article} backHref="/x" backLabel="List" hrefFor={(id) => `/detail/news/${id}`} />,
    );
    expect(screen.getByRole('link', { name: /Newer item/ })).toHaveAttribute('href', '#/detail/news/a');
    expect(screen.getByText('This is the last item')).toBeInTheDocument();
  });
  it("labels only an illustrative article as sample content, in the reader's language", () => {
    const plain = renderIn(
      'zh',
      <ArticleDetail article={article} backHref="/x" backLabel="列表" hrefFor={(id) => id} />,
    );
    expect(plain.container.querySelector('.sample-note')).toBeNull();
    plain.unmount();
    const sample = { ...article, sample: true };
    renderIn('zh', <ArticleDetail article={sample} backHref="/x" backLabel="列表" hrefFor={(id) => id} />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('示意内容');
    expect(note).toHaveTextContent('本文署名的媒体及其报道为示意内容');
  });
});
