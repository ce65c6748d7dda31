import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';
import { formatMessage } from './format-message.ts';

describe('formatMessage', () => {
  const cases = { one: '{{count}} closed case', other: '{{count}} closed cases' };

  it('fills places, a value without a format as it is (a year stays 2024)', () => {
    expect(formatMessage('en', 'FY{{year}}: {{name}}', { year: 2024, name: 'Muyuan' })).toBe('FY2024: Muyuan');
    expect(formatMessage('en', 'No places')).toBe('No places');
  });
  it('picks the plural form by count in English', () => {
    expect(formatMessage('en', cases, { count: 1 })).toBe('1 closed case');
    expect(formatMessage('en', cases, { count: 0 })).toBe('0 closed cases');
    expect(formatMessage('en', cases, { count: 2 })).toBe('2 closed cases');
  });
  it('has only one form in Chinese, plain or as `other`', () => {
    expect(formatMessage('zh', { other: '{{count}} 个已结案件' }, { count: 1 })).toBe('1 个已结案件');
    expect(formatMessage('zh', cases, { count: 1 })).toBe('1 closed cases');
    expect(formatMessage('zh', '{{count}} 个已结案件', { count: 1 })).toBe('1 个已结案件');
  });
  it('uses `other` when a plural message gets no count', () => {
    expect(formatMessage('en', cases)).toBe('{{count}} closed cases');
  });
  it('leaves a place without a value visible rather than blank', () => {
    expect(formatMessage('en', 'Page {{page}} of {{pages}}', { page: 2 })).toBe('Page 2 of {{pages}}');
  });
});

describe('formatBytes', () => {
  it('shows bytes, kilobytes and megabytes', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(57_300)).toBe('56 KB');
    expect(formatBytes(1_258_291)).toBe('1.2 MB');
  });
  it('reads the same in both consoles and on the site (the sizes the media and case pages show)', () => {
    expect(formatBytes(244_736)).toBe('239 KB');
    expect(formatBytes(3_145_728)).toBe('3.0 MB');
  });
});
