import { describe, expect, it } from 'vitest';
import { nextVisited } from './kept-alive-pages.tsx';

describe('nextVisited', () => {
  it('adds the current page last and does not repeat it', () => {
    expect(nextVisited(['/', '/culture'], '/')).toEqual(['/culture', '/']);
  });
  it('drops the least recently shown page beyond the limit', () => {
    expect(nextVisited(['/a', '/b', '/c'], '/d', 3)).toEqual(['/b', '/c', '/d']);
  });
});
