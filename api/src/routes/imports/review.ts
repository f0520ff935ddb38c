import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { MEMBER_INPUT_COLUMNS, type MemberInput } from '../../domain/membership';
import { nameKey } from '../../domain/name-key';
import {
  ROW_OUTCOMES,
  type ImportMapping,
  type ImportReview,
  type RowOutcome,
} from '../../schemas/imports';
import { decide, rowReader, sheetContext, sheetRow, type Decided } from './sheet-rows';

/** The review (docs/product/import.md §24): every row read and decided, nothing written. */

type Reader = Kysely<Database> | Transaction<Database>;

/** Members read per query: well under either database's parameter limit. */
const READ_IDS = 500;

/** The members `ids` name, as the member form sets them. */
export async function membersByIds(db: Reader, ids: number[]) {
  const members = new Map<number, MemberInput>();
  for (let start = 0; start < ids.length; start += READ_IDS) {
    const rows = await db
      .selectFrom('members')
      .select(MEMBER_INPUT_COLUMNS)
      .select('id')
      .where('id', 'in', ids.slice(start, start + READ_IDS))
      .execute();
    for (const { id, ...input } of rows) members.set(id, input as MemberInput);
  }
  return members;
}

/**
 * What each of `rows` (an import's, in sheet order) would do now with `mapping`, run at `branch`
 * (null: the first).
 */
export async function dryRun(
  db: Reader,
  mapping: ImportMapping,
  rows: { n: number; cells: string[] }[],
  branch: number | null,
) {
  const context = await sheetContext(db, branch);
  const reader = rowReader(mapping, context);
  const reads = rows.map(({ n, cells }) => ({
    n,
    read: reader.read(n, cells),
  }));
  const matched = reads.flatMap(({ read }) => (read.done ? [] : read.holders.slice(0, 1)));
  const members = await membersByIds(db, [...new Set(matched)]);
  return reads.map(({ n, read }): Decided =>
    read.done
      ? read.row
      : decide(n, read, members.get(read.holders[0] ?? 0) ?? null, context.today),
  );
}

/** The answer to `POST /imports/:id/review`. */
export function reviewOf(decided: Decided[]): ImportReview {
  const counts = Object.fromEntries(ROW_OUTCOMES.map((outcome) => [outcome, 0])) as Record<
    RowOutcome,
    number
  >;
  const missing = new Map<string, string>();
  for (const row of decided) {
    counts[row.outcome] += 1;
    if (row.missingPlan && !missing.has(nameKey(row.missingPlan)))
      missing.set(nameKey(row.missingPlan), row.missingPlan);
  }
  return {
    status: 'success',
    counts,
    day_first: decided.some((row) => row.ambiguousDate),
    missing_plans: [...missing.values()],
    rows: decided.map(({ n, outcome, name, phone, member_id, changes, reason }) => ({
      row: sheetRow(n),
      outcome,
      name,
      phone,
      member_id,
      changes,
      reason,
    })),
  };
}
