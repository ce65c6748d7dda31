import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HorizontalScrollList } from './horizontal-scroll-list.tsx';

describe('HorizontalScrollList', () => {
  it('shows 暂无图片 for an item without an image', () => {
    render(<HorizontalScrollList label="list" items={[{ text: 'A' }]} />);
    expect(screen.getByText('暂无图片')).toBeInTheDocument();
  });
  it('uses the default item width and image size', () => {
    render(<HorizontalScrollList label="list" items={[{ text: 'A', img: '/a.png' }]} />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img.style.width).toBe('287px');
    expect(img.style.height).toBe('354px');
    expect((img.closest('li') as HTMLElement).style.width).toBe('288px');
  });
  it('previews by default and not when preview is false', () => {
    const onPreview = vi.fn();
    render(
      <HorizontalScrollList
        label="list"
        onPreview={onPreview}
        items={[
          { text: 'A', img: '/a.png' },
          { text: 'B', img: '/b.png', preview: false },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: /A/ }));
    expect(onPreview).toHaveBeenCalledWith(0);
    expect(screen.queryByRole('button', { name: /B/ })).toBeNull();
  });
  it('gives each caption its item and its place in the list', () => {
    render(
      <HorizontalScrollList
        label="list"
        items={[{ text: 'A' }, { text: 'B' }]}
        renderCaption={(item, index) => `${index}: ${item.text}`}
      />,
    );
    expect(screen.getByText('0: A')).toBeInTheDocument();
    expect(screen.getByText('1: B')).toBeInTheDocument();
  });
});
