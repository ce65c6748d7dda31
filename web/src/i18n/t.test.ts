import { describe, expect, it } from 'vitest';
import { translate } from './t.ts';

describe('translate', () => {
  it('looks a key up in the language and fills its placeholders', () => {
    expect(translate('en', 'resultCount', { count: 3 })).toBe('3 results');
    expect(translate('zh', 'resultCount', { count: 3 })).toBe('共 3 条结果');
  });
  it('leaves a placeholder without a value visible rather than blank', () => {
    expect(translate('en', 'pageOf', { page: 2 })).toBe('Page 2 of {{pages}}');
  });
});
