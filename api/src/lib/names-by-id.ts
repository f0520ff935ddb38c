import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/**
 * The names of the plans or branches `ids` names, by id (one read, none for no ids): how a record
 * that keeps ids (the trail's changes, a check-in's refusal) says them.
 */
export async function namesById(
  q: Db | Transaction<Database>,
  table: 'plans' | 'branches',
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q
    .selectFrom(table)
    .select(['id', 'name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
