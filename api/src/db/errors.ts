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

// PostgreSQL ending connections (57P01 shut down by an administrator, 57P02 crashed, 57P03 not
// accepting them yet or any more), and the socket's own errors on the way.
const LOST_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// What pg says, without a code, of a connection that ended or could not be made in time.
const LOST_MESSAGE =
  /^(Connection terminated|timeout expired$|timeout exceeded when trying to connect$|Client has encountered a connection error and is not queryable$)/;

/**
 * The database could not be reached: the connection was refused, timed out or ended under the
 * query (PostgreSQL restarting or failing over). Nothing about the request itself is wrong, so it
 * is answered 503 and may be sent again in a moment. SQLSTATE class 08 is "connection exception".
 */
export const isConnectionLost = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  const code = codeOf(error);
  if (typeof code === 'string' && (LOST_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  return LOST_MESSAGE.test(error.message) || isConnectionLost(error.cause);
};
