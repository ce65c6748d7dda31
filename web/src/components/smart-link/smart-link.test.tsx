import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { linkKind, SmartLink } from './smart-link.tsx';

describe('SmartLink', () => {
  it('tells routes, files, contact addresses and other sites apart', () => {
    expect(linkKind('/honest/report')).toBe('route');
    expect(linkKind('/media/files/a.pdf')).toBe('file');
    expect(linkKind('tel:0377-65239559')).toBe('contact');
    expect(linkKind('mailto:ir@example.com')).toBe('contact');
    expect(linkKind('https://example.com')).toBe('external');
    expect(linkKind('//evil.example')).toBe('external');
  });
  it('links a route in the hash, and opens other sites in a new tab saying so', () => {
    renderIn(
      'en',
      <>
        <SmartLink to="/culture">Culture</SmartLink>
        <SmartLink to="https://example.com">Site</SmartLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Culture' })).toHaveAttribute('href', '#/culture');
    const external = screen.getByRole('link', { name: /Site/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent('(opens in a new tab)');
  });
});
