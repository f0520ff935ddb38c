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
import {
  decide,
  NO_CHOICES,
  rowReader,
  sheetContext,
  type Decided,
  type ImportChoices,
  type RowAt,
} from './sheet-rows';

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
 * What each of `rows` (an import's, in sheet order) would do now with `mapping`, its new members
 * joining `branch` (null: the first), with the review's `choices`.
 */
export async function dryRun(
  db: Reader,
  mapping: ImportMapping,
  rows: (RowAt & { cells: string[] })[],
  branch: number | null,
  choices: ImportChoices = NO_CHOICES,
) {
  const context = await sheetContext(db, branch, choices);
  const reader = rowReader(mapping, context);
  const reads = rows.map(({ n, row, cells }) => ({
    at: { n, row },
    read: reader.read({ n, row }, cells),
  }));
  const matched = reads.flatMap(({ read }) =>
    read.done || read.memberId === undefined ? [] : [read.memberId],
  );
  const members = await membersByIds(db, [...new Set(matched)]);
  const decided = reads.map(({ at, read }): Decided =>
    read.done ? read.row : decide(at, read, members.get(read.memberId ?? 0) ?? null, context),
  );
  return { decided, context };
}

/**
 * The answer to `POST /imports/:id/review`. Its amounts need no hiding: importing needs
 * members.edit, which holds money.view (docs/product/team-and-roles.md §22).
 */
export function reviewOf({ decided, context }: Awaited<ReturnType<typeof dryRun>>): ImportReview {
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
    branch: context.branch,
    other_branches: context.otherBranches,
    shared_phones: context.sharedPhones,
    shared_offered: decided.filter((row) => row.offered).length,
    rows: decided.map(
      ({ row, outcome, name, phone, member_id, changes, changed, branch, reason }) => ({
        row,
        outcome,
        name,
        phone,
        member_id,
        changes,
        changed,
        branch,
        reason,
      }),
    ),
  };
}
