import type { Db } from '../database';
import { untyped } from './copy-rows';
import type { CopiedTable, KeptTable } from './source-tables';

const countOf = async (db: Db, table: string) =>
  Number(
    (
      await untyped(db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Copied tables whose row counts differ between the two databases. */
export async function countMismatches(
  source: Db,
  target: Db,
  tables: CopiedTable[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const { name } of tables) {
    const [from, to] = [await countOf(source, name), await countOf(target, name)];
    if (from !== to) problems.push(`${name}: ${from} rows in SQLite, ${to} in PostgreSQL`);
  }
  return problems;
}

/**
 * A kept table's rows as comparable values, sorted. A row whose counters are all zero says the
 * same as no row: SQLite keeps such rows when the last member of a group leaves, PostgreSQL,
 * rebuilt from the rows as they are, never had them.
 */
async function keptRows(db: Db, { name, key, counters }: KeptTable) {
  const rows = await untyped(db)
    .selectFrom(name)
    .select([...key, ...counters])
    .execute();
  return rows
    .filter((row) => counters.some((column) => Number(row[column]) !== 0))
    .map((row) => JSON.stringify([...key, ...counters].map((column) => row[column])))
    .sort();
}

/**
 * Kept tables whose contents differ. The target's were built by its own triggers from the copied
 * rows, so equal contents say both schemas mean the same by every count and sum they keep.
 */
export async function keptMismatches(
  source: Db,
  target: Db,
  tables: KeptTable[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const table of tables) {
    const [from, to] = [await keptRows(source, table), await keptRows(target, table)];
    if (from.length === to.length && from.every((row, i) => row === to[i])) continue;
    const [inFrom, inTo] = [new Set(from), new Set(to)];
    const first = from.find((row) => !inTo.has(row)) ?? to.find((row) => !inFrom.has(row));
    problems.push(
      `${table.name} (kept by triggers) differs: ${from.length} rows in SQLite, ${to.length} in PostgreSQL, e.g. ${first}`,
    );
  }
  return problems;
}
