import { describe, expect, it } from 'vitest';
import { pageLabels } from './page-labels.ts';

describe('pageLabels', () => {
  it("takes the page's words from its copy, and shows the name of a missing one", () => {
    const copy = { title: 'Reports', description: 'All reports', blocks: [], labels: { open: 'Read online' } };
    expect(pageLabels(copy, ['open', 'download'] as const)).toEqual({ open: 'Read online', download: 'download' });
    expect(pageLabels(null, ['open'] as const)).toEqual({ open: 'open' });
  });
});
