import type { Block } from '@muyuan/contract/page-copy';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { Blocks } from './blocks.tsx';
import { contactHref } from './contact-block.tsx';

const blocks: Block[] = [
  {
    type: 'text',
    heading: 'Heat first',
    paragraphs: ['Held at 85 °C, see [quality](/control).'],
    image: '/media/a.svg',
  },
  {
    type: 'steps',
    heading: 'From feed to table',
    items: [
      { title: 'Feed', text: 'Milled' },
      { title: 'Farm', text: 'Raised', figure: { num: '40260000', unit: 'pigs' } },
    ],
  },
  { type: 'highlight', text: 'Safe pork for every table', caption: 'Our mission' },
  { type: 'checklist', items: ['Semen valid 7 days'] },
  { type: 'cta', heading: 'Report a problem', link: '/honest/report', label: 'I want to report' },
  { type: 'table', heading: 'Dividends', columns: ['Year', 'Per 10 shares'], rows: [['2021', '2.48 yuan']] },
  { type: 'slot', name: 'news', heading: 'Latest news' },
];

describe('Blocks', () => {
  it("renders each block in its own section, in the copy's order, with its heading", () => {
    renderIn('en', <Blocks blocks={blocks} slots={{ news: <p>the news list</p> }} />);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Heat first', 'From feed to table', 'Report a problem', 'Dividends', 'Latest news']);
    expect(screen.getByRole('link', { name: 'quality' })).toHaveAttribute('href', '#/control');
    expect(screen.getByText('40.26 million')).toBeInTheDocument();
    expect(screen.getByText('Safe pork for every table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I want to report' })).toHaveAttribute('href', '#/honest/report');
    expect(screen.getByRole('rowheader', { name: '2021' })).toBeInTheDocument();
    expect(screen.getByText('the news list')).toBeInTheDocument();
  });

  it('labels a block marked as sample content with the one sample note, and no other block', () => {
    renderIn(
      'en',
      <Blocks
        blocks={[
          {
            type: 'figures',
            heading: 'Green results',
            sample: true,
            items: [{ num: '500', unit: 'MW', txt: 'solar' }],
          },
          { type: 'slot', name: 'figures', heading: 'Key figures', sample: 'Revenue is illustrative.' },
          { type: 'checklist', heading: 'Commitments', items: ['Real'] },
        ]}
        slots={{ figures: <p>table</p> }}
      />,
    );
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(2);
    expect(notes[0]).toHaveTextContent('Sample content');
    expect(notes[1]).toHaveTextContent('Revenue is illustrative.');
  });

  it('sets a slot on the band its page asks for, and other slots on the plain band', () => {
    const { container } = renderIn(
      'en',
      <Blocks
        blocks={[
          { type: 'slot', name: 'salesContact', heading: 'Buy feed' },
          { type: 'slot', name: 'news' },
        ]}
        slots={{ salesContact: <p>call us</p>, news: <p>news</p> }}
        slotTones={{ salesContact: 'brand' }}
      />,
    );
    expect([...container.querySelectorAll('.block-slot')].map((s) => s.getAttribute('data-tone'))).toEqual([
      'brand',
      'plain',
    ]);
  });

  it('opens a gallery picture in the image viewer', async () => {
    renderIn('en', <Blocks blocks={[{ type: 'gallery', items: [{ image: '/media/c.svg', title: 'ISO 22000' }] }]} />);
    fireEvent.click(screen.getByRole('button', { name: /ISO 22000/ }));
    expect(await screen.findByRole('dialog', {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('contact lines', () => {
  it('dial phones, write emails and follow their own links', () => {
    expect(contactHref({ kind: 'phone', label: 'Tel', value: '0377-6523 9559' })).toBe('tel:037765239559');
    expect(contactHref({ kind: 'email', label: 'Mail', value: 'ir@example.com' })).toBe('mailto:ir@example.com');
    expect(contactHref({ kind: 'form', label: 'Online', value: 'Report', link: '/honest/report' })).toBe(
      '/honest/report',
    );
    expect(contactHref({ kind: 'address', label: 'Address', value: 'Neixiang' })).toBeNull();
  });
});
