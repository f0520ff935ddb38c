import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { memberSearch } from '../../lib/list-query';
import { namesById } from '../../lib/names-by-id';
import { LOOKUP_LIMIT } from '../../schemas/attendance';
import { today } from '../../domain/dates';
import { shownStatus } from '../../domain/member-status';
import { openToday, standingOf } from '../../domain/standing';

/**
 * The refusal of a check-in for a member id that is no member's, or a member's who may not train
 * at the branch checked in at (their access is their home branch's only): the same words, so that
 * the desk of one branch learns nothing of another's members (docs/product/branches.md §26).
 */
export const NO_MEMBER_HERE = 'No member with that id here.';

/**
 * The ids of the newest members whose name holds `term`, or whose phone holds the number a term
 * typed as a phone reads as (`memberSearch`): through the trigram indexes (members_search,
 * members_phone_search) when the term is long enough, else a walk of members newest first that
 * stops at the limit.
 */
function matchingIds(db: Db, term: string, limit: number): RawBuilder<unknown> {
  const search = memberSearch(db, term);
  if (search.indexed) return sql`${search.ids()} ORDER BY id DESC LIMIT ${limit}`;
  return sql`SELECT id FROM members WHERE ${search.holds()} ORDER BY id DESC LIMIT ${limit}`;
}

/**
 * Why the lookup of an account at every branch shows a member it may not check in at the branch
 * chosen (docs/product/branches.md §26); the check-in itself answers only NO_MEMBER_HERE.
 */
export const memberOfBranch = (name: string, branch: string) => `${name} is a member of ${branch}.`;

/**
 * Whether a member is refused at branch `at` (null: none chosen): one whose access is their home
 * branch's only, anywhere else (docs/product/branches.md §26).
 */
export const refusedAt = (
  member: { home_branch_id: number; branch_access: 'branch' | 'all' },
  at: number | null,
) => at !== null && member.branch_access === 'branch' && member.home_branch_id !== at;

/**
 * A few members matching part of a name or phone, each with their standing (docs/product/attendance.md §16),
 * whatever their branch: the desk at branch `at` (null: none chosen) sees why one whose access is
 * their home branch's only cannot check in there (§26). An account limited to some branches
 * (`allowed`) finds their members and those who may train at every branch, never the others.
 */
export async function lookupMembers(
  db: Db,
  q: string,
  {
    money = true,
    at = null,
    allowed = null,
  }: { money?: boolean; at?: number | null; allowed?: readonly number[] | null } = {},
) {
  const day = today();
  const ids = matchingIds(db, q.trim(), LOOKUP_LIMIT + 1);
  const rows = await db
    .selectFrom('members as m')
    .innerJoin('plans as p', 'p.id', 'm.plan_id')
    .select(['m.home_branch_id', 'm.branch_access'])
    .select([
      'm.id',
      'm.name',
      'm.phone',
      'm.plan_id',
      'p.name as plan_type',
      'm.expire_date',
      'm.total_fee',
      'm.paid_amount',
    ])
    .select(shownStatus('m', day).as('status'))
    // 1 or 0 on SQLite, true or false on PostgreSQL: read through Boolean() below.
    .select(openToday(sql.ref('m.id'), day).as('open'))
    .where(sql<boolean>`m.id IN (${ids})`)
    .$if(allowed !== null, (qb) =>
      qb.where((eb) =>
        eb.or([eb('m.home_branch_id', 'in', allowed!), eb('m.branch_access', '=', 'all')]),
      ),
    )
    .orderBy('m.id', 'desc')
    .execute();
  const shown = rows.slice(0, LOOKUP_LIMIT);
  const away = (row: (typeof shown)[number]) => refusedAt(row, at);
  const homes = await namesById(
    db,
    'branches',
    shown.filter(away).map((row) => row.home_branch_id),
  );
  const data = shown.map((row) => {
    const { total_fee, paid_amount, open, home_branch_id, branch_access: _, ...member } = row;
    const standing = standingOf(
      { ...member, total_fee, paid_amount, checked_in: Boolean(open) },
      day,
      { money },
    );
    return {
      ...member,
      ...standing,
      refusal: away(row)
        ? memberOfBranch(member.name, homes.get(home_branch_id)!)
        : standing.refusal,
      home_branch_id,
    };
  });
  return { status: 'success' as const, data, more: rows.length > LOOKUP_LIMIT };
}
