import { PostgresAdapter, type Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** Any Kysely instance or transaction, whatever its tables (TypeScript cannot infer them from a Transaction). */
type AnyKysely = Pick<Kysely<never>, 'getExecutor'>;

/** Which database `db` talks to. */
export const dialectOf = (db: AnyKysely): DialectName =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/**
 * This database's variant of something written differently for each: where a resource needs
 * dialect-specific SQL, it keeps both variants side by side in one object and picks with this.
 */
export const forDialect = <T>(db: AnyKysely, variants: Record<DialectName, T>): T =>
  variants[dialectOf(db)];
