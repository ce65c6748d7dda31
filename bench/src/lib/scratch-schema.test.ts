import { describe, expect, it } from 'vitest';
import { scratchSchemaName, withSearchPath } from './scratch-schema.ts';

describe('scratchSchemaName', () => {
  it('names the schema by time and pid, in characters that need no quoting', () => {
    expect(scratchSchemaName(new Date('2026-11-21T19:52:19.123Z'), 4242)).toBe('bench_20261121195219_4242');
  });
});

describe('withSearchPath', () => {
  it('adds the search path as a libpq option and keeps the rest of the URL', () => {
    const url = new URL(withSearchPath('postgres://postgres:secret@127.0.0.1:5432/test?sslmode=disable', 'bench_1'));
    expect(url.pathname).toBe('/test');
    expect(url.password).toBe('secret');
    expect(url.searchParams.get('sslmode')).toBe('disable');
    expect(url.searchParams.get('options')).toBe('-c search_path=bench_1');
  });

  it('refuses a schema name that would need quoting in SQL', () => {
    expect(() => withSearchPath('postgres://h/db', 'x; drop table y')).toThrow();
  });
});
