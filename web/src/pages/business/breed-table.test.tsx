import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { BreedTable } from './breed-table.tsx';

const breeds = [
  {
    id: 'landrace',
    title: 'Landrace',
    image: '/media/cards/landrace.svg',
    rows: [
      { label: 'Litter size', value: '14.5' },
      { label: 'Backfat', value: '10.8 mm' },
    ],
  },
  {
    id: 'duroc',
    title: 'Duroc',
    image: null,
    rows: [
      { label: 'Litter size', value: '10.5' },
      { label: 'Loin eye', value: '45 cm²' },
    ],
  },
];

describe('BreedTable', () => {
  it('puts each breed in a column and each trait in a row', () => {
    renderIn('en', <BreedTable breeds={breeds} traitLabel="Trait" missingLabel="not measured" caption="Breeds" />);
    const table = screen.getByRole('table', { name: 'Breeds' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Trait', 'Landrace', 'Duroc']);
    const litter = within(table).getByRole('row', { name: /Litter size/ });
    expect(
      within(litter)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['14.5', '10.5']);
  });

  it('says a breed has no figure for a trait instead of leaving the cell blank', () => {
    renderIn('en', <BreedTable breeds={breeds} traitLabel="Trait" missingLabel="not measured" caption="Breeds" />);
    const loinEye = screen.getByRole('row', { name: /Loin eye/ });
    const [landrace, duroc] = within(loinEye).getAllByRole('cell');
    expect(landrace).toHaveTextContent('not measured');
    expect(duroc).toHaveTextContent('45 cm²');
  });

  it('shows a breed’s picture above its name when it has one', () => {
    const { container } = renderIn(
      'en',
      <BreedTable breeds={breeds} traitLabel="Trait" missingLabel="not measured" caption="Breeds" />,
    );
    expect([...container.querySelectorAll('thead img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/cards/landrace.svg',
    ]);
  });
});
