import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { FigureRow } from './figure-row.tsx';

describe('FigureRow', () => {
  it('shows each figure with its unit and caption', () => {
    renderIn('en', <FigureRow items={[{ num: '40260000', unit: 'pigs', txt: 'marketed in 2021' }]} />);
    expect(screen.getByText('40.26 million')).toBeInTheDocument();
    expect(screen.getByText('pigs')).toBeInTheDocument();
    expect(screen.getByText('marketed in 2021').tagName).toBe('DT');
  });
});
