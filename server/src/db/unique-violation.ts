/**
 * Whether an insert failed on a unique key (PostgreSQL 23505, SQLite's UNIQUE and PRIMARY KEY
 * constraints): two requests raced for the same row, which the caller answers as a conflict.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
