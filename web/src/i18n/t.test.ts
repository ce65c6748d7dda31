import { describe, expect, it } from 'vitest';
import { translate } from './t.ts';

describe('translate', () => {
  it('looks a key up in the language and fills its placeholders', () => {
    expect(translate('en', 'itemCount', { count: 3 })).toBe('3 items');
    expect(translate('en', 'itemCount', { count: 1 })).toBe('1 item');
    expect(translate('zh', 'itemCount', { count: 3 })).toBe('共 3 项');
  });
  it('leaves a placeholder without a value visible rather than blank', () => {
    expect(translate('en', 'labelled', { label: 'Source' })).toBe('Source: {{value}}');
  });
});
