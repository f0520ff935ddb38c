import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Which database `db` talks to. */
export const dialectOf = <DB>(db: Kysely<DB>): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * This database's variant of something written differently for each: where a resource needs
 * dialect-specific SQL, it keeps both variants side by side in one object and picks with this.
 */
export const forDialect = <DB, T>(db: Kysely<DB>, variants: Record<DialectName, T>): T => variants[dialectOf(db)];
