import type { ActivityData } from '../domain/activity';
import type { TestApp } from './test-app';

/** An activity record as stored, its data read back from JSON. */
export interface StoredRecord {
  id: number;
  at: string;
  admin_id: number | null;
  admin_name: string;
  action: string;
  kind: string;
  subject_id: number | null;
  label: string;
  member_id: number | null;
  data: ActivityData;
  reason: string | null;
  /** The branch the write acted at; null: the whole chain. */
  branch_id: number | null;
}

/** Every activity record, oldest first; after `afterId`, only those written since that one. */
export async function activityRecords(app: TestApp, afterId = 0): Promise<StoredRecord[]> {
  const rows = await app.db
    .selectFrom('activity')
    .selectAll()
    .where('id', '>', afterId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), data: JSON.parse(row.data) }));
}

/** The id of the newest record (0 when there is none), to read what a call adds after it. */
export async function lastRecordId(app: TestApp): Promise<number> {
  const row = await app.db
    .selectFrom('activity')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * Runs `write` and answers the records it left. Used as `const [answer, records] = await
 * recorded(app, () => …)`.
 */
export async function recorded<T>(
  app: TestApp,
  write: () => Promise<T>,
): Promise<[T, StoredRecord[]]> {
  const before = await lastRecordId(app);
  const answer = await write();
  return [answer, await activityRecords(app, before)];
}
