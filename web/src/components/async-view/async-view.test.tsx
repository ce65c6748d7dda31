import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { AsyncView } from './async-view.tsx';

const view = (result: Parameters<typeof AsyncView<string[]>>[0]['result']) => (
  <AsyncView result={result} skeleton={<div data-testid="skeleton" />} empty="No news yet">
    {(items) => <p>{items.join(', ')}</p>}
  </AsyncView>
);

describe('AsyncView', () => {
  it('shows the skeleton while loading', () => {
    renderIn('en', view({ isLoading: true }));
    expect(screen.getByTestId('skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
  it("shows the server's message and retries a rejected call", () => {
    const mutate = vi.fn();
    renderIn('en', view({ error: new Error('The service is temporarily unavailable'), mutate }));
    expect(screen.getByRole('alert')).toHaveTextContent('The service is temporarily unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(mutate).toHaveBeenCalledOnce();
  });
  it('shows the empty note for no data, and the content otherwise', () => {
    const { rerender } = renderIn('en', view({ data: [] }));
    expect(screen.getByText('No news yet')).toBeInTheDocument();
    rerender(view({ data: ['a', 'b'] }));
    expect(screen.getByText('a, b')).toBeInTheDocument();
  });
  it('while a changed query loads, keeps the last content and says it is being replaced', () => {
    const { rerender } = renderIn('en', view({ data: ['a', 'b'], isLoading: true, replacing: true }));
    expect(screen.getByText('a, b')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    rerender(view({ data: ['c'], isLoading: false, replacing: false }));
    expect(screen.getByText('c')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
  it("shows a server render's answer while it revalidates without a note", () => {
    renderIn('en', view({ data: ['a'], isLoading: true, replacing: false }));
    expect(screen.getByText('a')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
  it('shows the error, not the previous answer, when a changed query fails', () => {
    renderIn('en', view({ data: ['a'], error: new Error('Not available'), replacing: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not available');
    expect(screen.queryByText('a')).toBeNull();
  });
});
