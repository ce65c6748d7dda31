import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { InlineText, parseInline } from './inline-text.tsx';

describe('InlineText', () => {
  it('parses links between plain runs', () => {
    expect(parseInline('点击[我要举报](/honest/report)填写。')).toEqual([
      { text: '点击' },
      { label: '我要举报', to: '/honest/report' },
      { text: '填写。' },
    ]);
    expect(parseInline('no links')).toEqual([{ text: 'no links' }]);
  });
  it('renders the links and never markup from the text', () => {
    const { container } = renderIn('zh', <InlineText text="见[报告与公告](/announcement)。<b>x</b>" />);
    expect(screen.getByRole('link', { name: '报告与公告' })).toHaveAttribute('href', '#/announcement');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>x</b>');
  });
});
