import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

describe('withStatementCache', () => {
  const open: SqliteDatabase.Database[] = [];
  const fresh = () => {
    const database = new SqliteDatabase(':memory:');
    open.push(database);
    database.exec('create table t (n integer)');
    database.exec('insert into t values (1), (2), (3)');
    return database;
  };
  afterEach(() => {
    for (const database of open.splice(0)) database.close();
  });

  it('prepares a query once and runs it again with new parameters', () => {
    const cached = withStatementCache(fresh());
    const sql = 'select n from t where n >= ? order by n';
    const first = cached.prepare(sql);
    expect(first.all([2])).toEqual([{ n: 2 }, { n: 3 }]);
    const second = cached.prepare(sql);
    expect(second).toBe(first);
    expect(second.all([3])).toEqual([{ n: 3 }]);
  });

  it('gives a statement still being iterated to nobody else', () => {
    const cached = withStatementCache(fresh());
    const sql = 'select n from t order by n';
    const reading = cached.prepare(sql).iterate([]);
    expect(reading.next().value).toEqual({ n: 1 });
    const other = cached.prepare(sql);
    expect(other.all([])).toHaveLength(3);
    // The first read goes on where it was.
    expect(reading.next().value).toEqual({ n: 2 });
    reading.return?.();
  });

  it('forgets the least recently used statement past its bound', () => {
    const cached = withStatementCache(fresh(), 2);
    const a = cached.prepare('select 1 as a');
    const b = cached.prepare('select 2 as b');
    expect(cached.prepare('select 1 as a')).toBe(a);
    const c = cached.prepare('select 3 as c');
    // b was the least recently used of the three: prepared anew (which then forgets a); c stayed.
    expect(cached.prepare('select 2 as b')).not.toBe(b);
    expect(cached.prepare('select 3 as c')).toBe(c);
    expect(cached.prepare('select 1 as a')).not.toBe(a);
  });

  it('still writes, and says what changed', () => {
    const cached = withStatementCache(fresh());
    const insert = 'insert into t values (?)';
    expect(cached.prepare(insert).run([4]).changes).toBe(1);
    expect(cached.prepare(insert).run([5]).changes).toBe(1);
    expect(cached.prepare('select count(*) as c from t').all([])).toEqual([{ c: 5 }]);
  });
});
