/**
 * What the two databases' drivers say when a write breaks a rule or loses a race, read in one
 * place: better-sqlite3 names the condition in `code` (SQLITE_…), pg gives PostgreSQL's SQLSTATE.
 */
const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** A unique index (or primary key) refused the row. */
export const isUniqueViolation = (error: unknown) => {
  const code = codeOf(error);
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
};

/**
 * The transaction lost a race with another one and may simply be run again: PostgreSQL chose it
 * as a deadlock's victim (40P01) or could not serialise it (40001); SQLite's snapshot went stale
 * under another process's write (SQLITE_BUSY_SNAPSHOT, which its busy timeout does not wait out).
 */
export const isTransient = (error: unknown) => {
  const code = codeOf(error);
  return code === '40P01' || code === '40001' || code === 'SQLITE_BUSY_SNAPSHOT';
};
