import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { Tabs } from './tabs.tsx';

describe('Tabs', () => {
  it('links each choice and marks the current one', () => {
    renderIn(
      'en',
      <Tabs
        label="News"
        current="media"
        items={[
          { id: 'company', label: 'Company news', href: '/enterpriseDynamics?tab=company' },
          { id: 'media', label: 'Media focus', href: '/enterpriseDynamics?tab=media' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'News' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Media focus' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Company news' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Company news' })).toHaveAttribute(
      'href',
      '#/enterpriseDynamics?tab=company',
    );
  });
});
