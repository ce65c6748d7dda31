import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { compiledOnce, slot } from './compiled-query.ts';

interface Tables {
  t: { id: string; kind: string; n: number };
}

describe('compiledOnce', () => {
  const open: Kysely<Tables>[] = [];
  afterEach(async () => {
    for (const db of open.splice(0)) await db.destroy();
  });
  const fresh = async () => {
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }) });
    open.push(db);
    await db.schema
      .createTable('t')
      .addColumn('id', 'text')
      .addColumn('kind', 'text')
      .addColumn('n', 'integer')
      .execute();
    await db
      .insertInto('t')
      .values([
        { id: 'a', kind: 'x', n: 1 },
        { id: 'b', kind: 'x', n: 2 },
        { id: 'c', kind: 'y', n: 3 },
      ])
      .execute();
    return db;
  };

  it('runs the query it compiled with the values given each time, fixed values kept', async () => {
    const db = await fresh();
    const KIND = slot('kind');
    const ofKind = compiledOnce(
      db.selectFrom('t').select('id').where('kind', '=', KIND).where('n', '>', 1).orderBy('id'),
      [KIND],
    );
    expect((await db.executeQuery(ofKind(['x']))).rows).toEqual([{ id: 'b' }]);
    expect((await db.executeQuery(ofKind(['y']))).rows).toEqual([{ id: 'c' }]);
    expect((await db.executeQuery(ofKind(['z']))).rows).toEqual([]);
  });

  it('puts several values where their slots were, in any order of use', async () => {
    const db = await fresh();
    const [LOW, KIND] = [slot('low'), slot('kind')];
    const query = compiledOnce(
      db
        .selectFrom('t')
        .select('id')
        .where('kind', '=', KIND)
        .where('n', '>=', LOW as unknown as number),
      [LOW, KIND],
    );
    expect((await db.executeQuery(query([2, 'x']))).rows).toEqual([{ id: 'b' }]);
  });

  it('refuses a slot the query does not use, and a wrong number of values', async () => {
    const db = await fresh();
    expect(() => compiledOnce(db.selectFrom('t').selectAll().where('id', '=', 'a'), [slot('id')])).toThrow(
      /does not use/,
    );
    const ID = slot('id');
    const byId = compiledOnce(db.selectFrom('t').selectAll().where('id', '=', ID), [ID]);
    expect(() => byId([])).toThrow(/expected 1 values/);
  });
});
