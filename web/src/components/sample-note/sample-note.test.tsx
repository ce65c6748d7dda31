import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../test-utils.tsx';
import { SampleNote } from './sample-note.tsx';

describe('SampleNote', () => {
  it('labels a band as sample content in Chinese, with the standard sentence', () => {
    renderIn('zh', <SampleNote />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('示意内容');
    expect(note).toHaveTextContent('并非公司实际信息');
  });

  it('labels it in English, with the sentence the copy gives when it is more precise', () => {
    renderIn('en', <SampleNote text="Revenue and profit are illustrative; the 2021 pigs sold are real." />);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Sample content');
    expect(note).toHaveTextContent('Revenue and profit are illustrative; the 2021 pigs sold are real.');
    expect(note).not.toHaveTextContent('placeholders');
  });
});
