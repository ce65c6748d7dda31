import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CopySections } from './copy-sections.tsx';

describe('CopySections', () => {
  it('renders headed sections with paragraphs and lists, leaving out title, description and media paths', () => {
    const { container } = render(
      <CopySections
        copy={{
          title: 'T',
          description: 'D',
          sections: [
            { heading: '使命', paragraphs: ['让人们吃上放心猪肉。', '第二段'], image: '/media/a.svg' },
            { heading: '要点', points: ['一', '二'] },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: '使命' })).toBeInTheDocument();
    expect(screen.getByText('第二段').tagName).toBe('P');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(container.textContent).not.toContain('/media/a.svg');
    expect(screen.queryByText('D')).toBeNull();
  });
  it('renders nothing without copy', () => {
    const { container } = render(<CopySections copy={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
