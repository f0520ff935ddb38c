import { sql, type Kysely } from 'kysely';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { forUpdate, transaction } from '../../db/transaction';
import { recordActivity, type Actor } from '../../domain/activity';
import { conflict, notFound } from '../../lib/http-errors';
import type { AttendanceRecord, AttendanceSort } from '../../schemas/attendance';
import { byColumn, byName, orderTerms, type Sort, type SortColumns } from '../../lib/list-sort';
import { daysBetween, today } from '../../domain/dates';
import { shownStatus } from '../../domain/member-status';
import { alreadyCheckedIn, openToday, standingOf } from '../../domain/standing';
import { actingBranch } from '../../domain/branches';
import { covers, EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { attendAtCheckIn } from '../classes/classes-repository';
import { NO_MEMBER_HERE, refusedAt } from './member-lookup';
import { inBranches } from '../../lib/branch-filter';

export interface DayPage {
  day: string;
  page: number;
  pageSize: number;
  sort?: Sort<AttendanceSort>;
  /** The branches whose visits are listed and counted (docs/product/branches.md §26). */
  scope?: BranchScope;
}

/** `?sort=` keys as SQL: one day's check-ins (on the attendance_day index) are few enough to sort. */
const SORTS: SortColumns<AttendanceSort> = {
  name: byName('m.name'),
  check_in: byColumn('a.check_in'),
  check_out: byColumn('a.check_out', true),
};

const notFoundRecord = (id: number) => notFound(`Attendance record ${id} not found.`);

function records(db: Kysely<Database>) {
  return db
    .selectFrom('attendance as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .select([
      'a.id',
      'a.member_id',
      'm.name',
      'a.day',
      'a.check_in',
      'a.check_out',
      'a.no_check_out',
      'm.expire_date',
      'a.branch_id',
    ]);
}

const withDaysLeft = <R extends Omit<AttendanceRecord, 'days_left' | 'no_check_out'>>(
  { no_check_out, ...row }: R & { no_check_out: number },
  day: string,
): AttendanceRecord => ({
  ...row,
  no_check_out: no_check_out === 1,
  days_left: daysBetween(day, row.expire_date),
});

async function recordById(db: Kysely<Database>, id: number) {
  const row = await records(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFoundRecord(id);
  return withDaysLeft(row, today());
}

/**
 * The visit a write changes, locked: of two desks at once, the second sees what the first did.
 * A visit at a branch `scope` does not cover is not found (docs/product/branches.md §26).
 */
async function lockedRecord(trx: Kysely<Database>, id: number, scope: BranchScope) {
  const row = await forUpdate(trx, records(trx).where('a.id', '=', id), 'a').executeTakeFirst();
  if (!row || !covers(scope, row.branch_id)) throw notFoundRecord(id);
  return withDaysLeft(row, today());
}

export function attendanceRepository(db: Db) {
  return {
    /** One page of a day's check-ins, newest first, and today's members still in. */
    async page({ day, page, pageSize, sort, scope = EVERY_BRANCH }: DayPage) {
      const now = today();
      // Skipping rows in a bare id subquery avoids joining each skipped record to its member
      // (but for an order by name).
      const order = sort ? orderTerms(db, SORTS, sort, sql.ref('a.id')) : sql`a.id DESC`;
      const ids = (
        sort?.key === 'name'
          ? db.selectFrom('attendance as a').innerJoin('members as m', 'm.id', 'a.member_id')
          : db.selectFrom('attendance as a')
      )
        .select('a.id')
        .where('a.day', '=', day)
        .where(inBranches('a.branch_id', scope))
        .orderBy(order)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const rows = await records(db).where('a.id', 'in', ids).orderBy(order).execute();
      // Totals come from attendance_day_counts (kept by triggers), not from counting the day's rows:
      // a row per day and branch.
      const counts = await db
        .selectFrom('attendance_day_counts')
        .select(['day', 'total', 'open'])
        .where('day', 'in', [day, now])
        .where(inBranches('branch_id', scope))
        .execute();
      const sum = (of: string, field: 'total' | 'open') =>
        counts.reduce((n, c) => n + (c.day === of ? Number(c[field]) : 0), 0);
      const total = sum(day, 'total');
      const checked_in_now = sum(now, 'open');
      return { data: rows.map((row) => withDaysLeft(row, now)), total, day, checked_in_now };
    },

    /**
     * Checks the member in today unless their standing refuses it; nothing is written on a refusal.
     * A visit of an earlier day still open is closed first, as "No check-out recorded" on its own
     * day (docs/product/attendance.md §16); `closed` is that day, or null. The visit happens at the branch
     * the request acts at (actingBranch: 400 under All branches among several), where a member
     * whose access is their home branch's only is not found elsewhere (NO_MEMBER_HERE, §26).
     */
    checkIn(actor: Actor, memberId: number, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const day = today();
        const branch_id = await actingBranch(trx, scope);
        // Locked: the standing checked is the one the visit is written under, and a delete of the
        // member at the same time is waited for (then 404) or waits and takes the visit along.
        const member = await forUpdate(
          trx,
          trx
            .selectFrom('members')
            .select(['id', 'name', 'expire_date', 'total_fee', 'paid_amount'])
            .select(['home_branch_id', 'branch_access'])
            .select(shownStatus('members', day).as('status'))
            // 1 or 0 on SQLite, true or false on PostgreSQL: read through Boolean() below.
            .select(openToday(sql.ref('members.id'), day).as('open'))
            .where('id', '=', memberId),
        ).executeTakeFirst();
        if (!member || refusedAt(member, branch_id)) throw notFound(NO_MEMBER_HERE);
        const { refusal } = standingOf({ ...member, checked_in: Boolean(member.open) }, day);
        if (refusal) throw conflict(refusal);
        const now = new Date().toISOString();
        // Its check-out is its check-in: the visit stays on its day, with no time nobody saw.
        const stale = await trx
          .updateTable('attendance')
          .set((eb) => ({ check_out: eb.ref('check_in'), no_check_out: 1 }))
          .where('member_id', '=', memberId)
          .where('check_out', 'is', null)
          .where('day', '<', day)
          .returning('day')
          .executeTakeFirst();
        try {
          const { id } = await trx
            .insertInto('attendance')
            .values({
              member_id: memberId,
              day,
              check_in: now,
              check_out: null,
              created_at: now,
              branch_id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const record = await recordById(trx, id);
          // A class about to start or just started that the member is booked for (classes.md).
          const attended = await attendAtCheckIn(trx, actor, member, branch_id);
          const activity_id = await recordActivity(trx, actor, {
            action: 'member.checked_in',
            label: member.name,
            subjectId: id,
            memberId,
            data: {
              ...(stale ? { closed_visit_of: stale.day } : {}),
              ...(attended.length > 0
                ? { attended: attended.map(({ booking }) => booking.id) }
                : {}),
            },
          });
          return { record, closed: stale?.day ?? null, activity_id, attended };
        } catch (error) {
          // Another API instance checked the same member in between our read and this write
          // (attendance_one_open refused the second open check-in).
          if (isUniqueViolation(error)) throw conflict(alreadyCheckedIn(member.name));
          throw error;
        }
      });
    },

    checkOut(actor: Actor, id: number, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const record = await lockedRecord(trx, id, scope);
        if (record.check_out !== null) throw conflict(`${record.name} was already checked out.`);
        const { numUpdatedRows } = await trx
          .updateTable('attendance')
          .set({ check_out: new Date().toISOString() })
          .where('id', '=', id)
          .where('check_out', 'is', null)
          .executeTakeFirstOrThrow();
        // Another desk (or API instance) checked this visit out between our read and this write.
        if (numUpdatedRows === 0n) throw conflict(`${record.name} was already checked out.`);
        await recordActivity(trx, actor, {
          action: 'member.checked_out',
          label: record.name,
          subjectId: id,
          memberId: record.member_id,
        });
        return recordById(trx, id);
      });
    },

    remove(actor: Actor, id: number, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const record = await lockedRecord(trx, id, scope);
        await trx.deleteFrom('attendance').where('id', '=', id).execute();
        await recordActivity(trx, actor, {
          action: 'visit.deleted',
          label: record.name,
          subjectId: id,
          memberId: record.member_id,
          data: { day: record.day },
        });
      });
    },
  };
}
