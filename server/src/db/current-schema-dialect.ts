import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely';

/**
 * Kysely's PostgreSQL introspector lists every column of every table of every schema, calling
 * `has_schema_privilege` and `pg_get_serial_sequence` on each: when another schema of the same database
 * is dropped or altered while it runs (another copy of the site, the bench's scratch schema, a test's
 * schema), those calls fail ("schema … does not exist", "column … does not exist") and so does a
 * migration that had nothing to do with it. Its only user here is the migrator, which asks whether its
 * own two tables exist: this one answers with the tables of the connection's current schema, by name.
 */
class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #schemas: PostgresIntrospector;

  constructor(private readonly db: Kysely<unknown>) {
    this.#schemas = new PostgresIntrospector(db);
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#schemas.getSchemas();
  }

  /** The current schema's tables and views, without their columns (nothing here reads them). */
  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind in ('r', 'v', 'p')
      order by c.relname`.execute(this.db);
    return rows.map((r) => ({ name: r.name, schema: r.schema, isView: r.kind === 'v', columns: [] }));
  }

  async getMetadata(): Promise<DatabaseMetadata> {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely's own dialect, with an introspector that looks at the current schema only. */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
