import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { notSeeded, type CopiedTable } from './source-tables';

type Row = Record<string, unknown>;
/** Either database seen as tables of untyped rows: the mover handles whatever tables exist. */
export type AnyDb = Kysely<Record<string, Row>>;
export const untyped = (db: Db) => db as unknown as AnyDb;

/** PostgreSQL's limit of bound parameters in one statement. */
const MAX_PARAMETERS = 65_535;
/** An insert also ends at about this many bytes, so a table of pictures never sits in memory whole. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

const sizeOf = (row: Row) =>
  Object.values(row).reduce<number>(
    (sum, value) => sum + (Buffer.isBuffer(value) || typeof value === 'string' ? value.length : 8),
    0,
  );

/**
 * Streams `table` out of SQLite and inserts it into PostgreSQL a batch at a time (one multi-row
 * INSERT per batch), ids included; rows the migrations inserted on both sides stay as they are.
 * Answers how many rows went in.
 */
export async function copyRows(
  source: Db,
  target: Db,
  table: CopiedTable,
  batchRows: number,
): Promise<number> {
  const perInsert = Math.max(
    1,
    Math.min(batchRows, Math.floor(MAX_PARAMETERS / table.columns.length)),
  );
  let batch: Row[] = [];
  let bytes = 0;
  let copied = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await untyped(target).insertInto(table.name).values(batch).execute();
    copied += batch.length;
    batch = [];
    bytes = 0;
  };
  const rows = untyped(source)
    .selectFrom(table.name)
    .select(table.columns)
    .where(notSeeded(table.name))
    .stream();
  for await (const row of rows) {
    batch.push(row);
    bytes += sizeOf(row);
    if (batch.length >= perInsert || bytes >= MAX_BATCH_BYTES) await flush();
  }
  await flush();
  return copied;
}

/**
 * Rows went in with their ids, which leaves identity sequences where they were: moves each past
 * the largest id its column holds, so the next row the API adds gets a new one.
 */
export async function advanceIdentities(
  target: Db,
  identities: { table: string; column: string }[],
) {
  for (const { table, column } of identities) {
    await sql`SELECT setval(pg_get_serial_sequence(quote_ident(${table}), ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
      FROM ${sql.table(table)}`.execute(target);
  }
}
