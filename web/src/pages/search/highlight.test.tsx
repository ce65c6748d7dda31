import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, searchTerms } from './highlight.tsx';

describe('search highlighting', () => {
  it('splits a keyword into terms, longest first', () => {
    expect(searchTerms('  feed  mill feed ')).toEqual(['feed', 'mill']);
    expect(searchTerms('猪 猪肉')).toEqual(['猪肉', '猪']);
  });
  it('marks every match in any case and leaves the rest as text', () => {
    const { container } = render(<Highlight text="Feed mills supply feed nearby" terms={['feed']} />);
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Feed', 'feed']);
    expect(container.textContent).toBe('Feed mills supply feed nearby');
  });
  it('treats regular-expression characters in the keyword as plain text', () => {
    const { container } = render(<Highlight text="a+b (c)" terms={['a+b', '(c)']} />);
    expect(container.querySelectorAll('mark')).toHaveLength(2);
  });
});
