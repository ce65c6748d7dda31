import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn, TEST_SITE as SITE } from '../../test-utils.tsx';
import { SalesContact } from './sales-contact.tsx';

describe('SalesContact', () => {
  it('dials the sales line and writes to the sales address of the site settings', () => {
    renderIn('zh', <SalesContact />);
    const call = screen.getByRole('link', { name: new RegExp(SITE.sales.phone) });
    expect(call).toHaveAttribute('href', `tel:${SITE.sales.phone.replace(/[^\d+]/g, '')}`);
    expect(call).toHaveTextContent('销售热线');
    const write = screen.getByRole('link', { name: new RegExp(SITE.sales.email) });
    expect(write).toHaveAttribute('href', `mailto:${SITE.sales.email}`);
    expect(screen.getByText(SITE.sales.hours.zh)).toBeInTheDocument();
  });

  it('speaks the visitor’s language', () => {
    renderIn('en', <SalesContact />);
    expect(screen.getByRole('link', { name: /Sales line/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sales email/ })).toBeInTheDocument();
    expect(screen.getByText(SITE.sales.hours.en)).toBeInTheDocument();
  });
});
