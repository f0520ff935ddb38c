import { paths } from '@spotter/api/paths';
import type {
  AttendancePage,
  AttendanceRecord,
  AttendanceSaved,
  CheckedIn,
  Done,
  Failed,
  LookupMember,
  LookupReply,
  MemberClassesToday,
} from '../../core/types';
import type { FakeAuth } from './auth';
import { branchIdOf, type InBranch } from './branches';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { shownStatus } from './members';
import { idIn } from './route-ids';
import { formatDate } from '../../core/format/date';
import { fakeToday } from './today';
import { answer, nextId, notFound, sortedBy } from './paging';
import { recordUndoable, type FakeUndo } from './undo';

/** A check-in as the fake stores it; the member's name and expiry are read from its members. */
export interface FakeAttendance {
  id: number;
  member_id: number;
  day: string;
  check_in: string;
  check_out: string | null;
  /** Closed at the member's next check-in on a later day, its check-out never recorded. */
  no_check_out?: boolean;
  /** Where the visit happened (docs/product/branches.md §26), answered as the row's own. */
  branch_id?: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const inWords = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m! - 1]} ${y}`;
};

const DAY_MS = 86_400_000;
const daysLeft = (expiry: string | null) =>
  Math.round(
    (Date.parse(`${expiry ?? fakeToday()}T00:00:00Z`) - Date.parse(`${fakeToday()}T00:00:00Z`)) /
      DAY_MS,
  );
const refused = (message: string) => answer<Failed>({ status: 'failed', message }, 409);

/**
 * The API's standing rules (docs/product/attendance.md §16), enough for screen tests. What is owed is said
 * only to an account that may see money.
 */
function lookupMember(m: FakeMember, checkedIn: boolean, money = true): LookupMember {
  const days_left = daysLeft(m.expire_date);
  const status = shownStatus(m);
  const parts = [status === 'Expired' ? `Expired on ${formatDate(m.expire_date)}` : status];
  if (days_left < 0) {
    if (status !== 'Expired') parts.push(`expired on ${formatDate(m.expire_date)}`);
  } else if (days_left <= 7)
    parts.push(
      days_left === 0
        ? 'expiring today'
        : `expiring in ${days_left} ${days_left === 1 ? 'day' : 'days'}`,
    );
  if (money && m.due_amount > 0) parts.push(`owes ₹${m.due_amount.toLocaleString('en-IN')}`);
  if (checkedIn) parts.push('checked in now');
  const refusal =
    status === 'Inactive'
      ? `${m.name} is ${m.status} and cannot check in.`
      : status === 'Expired'
        ? `${m.name}'s membership expired on ${formatDate(m.expire_date)}. Renew it before checking in.`
        : checkedIn
          ? `${m.name} is already checked in. Check them out first.`
          : null;
  const { id, name, phone, plan_type, due_amount } = m;
  return {
    id,
    name,
    phone,
    plan_id: m.plan,
    plan_type,
    status,
    expire_date: m.expire_date ?? fakeToday(),
    days_left,
    due_amount,
    checked_in: checkedIn,
    standing: parts.join(', '),
    refusal,
    home_branch_id: m.home_branch_id,
  };
}

export function attendanceRoutes(db: {
  attendance: FakeAttendance[];
  members: FakeMember[];
  auth: FakeAuth;
  undo: FakeUndo;
}) {
  const memberOf = (id: number) => db.members.find((m) => m.id === id);
  // Only a visit of today counts: an earlier day's open one is closed by the next check-in.
  const isIn = (memberId: number) =>
    db.attendance.some(
      (a) => a.member_id === memberId && a.check_out === null && a.day >= fakeToday(),
    );
  const record = (a: FakeAttendance): AttendanceRecord & InBranch => {
    const member = memberOf(a.member_id);
    const expire_date = member?.expire_date ?? fakeToday();
    return {
      ...a,
      no_check_out: a.no_check_out ?? false,
      branch_id: branchIdOf(a),
      name: member?.name ?? '',
      expire_date,
      days_left: daysLeft(expire_date),
    };
  };

  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    const query = new URLSearchParams(search);
    // The check-in panel's Classes today: the fake's gym books no classes (the real API's tests
    // and the classes' own screens hold their rules).
    const classesOf = idIn(paths.classes.memberToday, pathname);
    if (method === 'GET' && classesOf !== undefined)
      return memberOf(classesOf)
        ? answer<MemberClassesToday>({ status: 'success', day: fakeToday(), bookings: [] })
        : notFound('No member with that id here.');
    if (method === 'GET' && pathname === paths.attendance.records) {
      const day = query.get('day') || fakeToday();
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 10);
      const rows = sortedBy(
        db.attendance
          .filter((a) => a.day === day)
          .sort((a, b) => b.id - a.id)
          .map(record),
        query,
      );
      const checked_in_now = db.attendance.filter(
        (a) => a.day === fakeToday() && a.check_out === null,
      ).length;
      return answer<AttendancePage>({
        data: rows.slice((page - 1) * size, page * size),
        total: rows.length,
        day,
        checked_in_now,
      });
    }
    if (method === 'GET' && pathname === paths.attendance.lookup) {
      const q = (query.get('q') ?? '').trim().toLowerCase();
      const digits = q.replace(/[\s()-]/g, '');
      const found = [...db.members]
        .sort((a, b) => b.id - a.id)
        .filter(
          (m) =>
            m.name.toLowerCase().includes(q) || (/\d/.test(digits) && m.phone.includes(digits)),
        );
      return answer<LookupReply>({
        status: 'success',
        data: found
          .slice(0, 8)
          .map((m) => lookupMember(m, isIn(m.id), db.auth.permissions.includes('money.view'))),
        more: found.length > 8,
      });
    }
    if (method === 'POST' && pathname === paths.attendance.checkIn) {
      const memberId = Number((body as { member_id?: unknown } | undefined)?.member_id);
      const member = memberOf(memberId);
      if (!member) return notFound(`Member ${memberId} not found.`);
      const { refusal } = lookupMember(member, isIn(memberId));
      if (refusal) return refused(refusal);
      const stale = db.attendance.find(
        (a) => a.member_id === memberId && a.check_out === null && a.day < fakeToday(),
      );
      if (stale)
        db.attendance = db.attendance.map((a) =>
          a === stale ? { ...a, check_out: a.check_in, no_check_out: true } : a,
        );
      const added: FakeAttendance = {
        id: nextId(db.attendance),
        member_id: memberId,
        day: fakeToday(),
        check_in: new Date().toISOString(),
        check_out: null,
      };
      db.attendance = [...db.attendance, added];
      const message = stale
        ? `${member.name} checked in. Their visit on ${inWords(stale.day)} had no check-out recorded.`
        : `${member.name} checked in.`;
      const activity_id = recordUndoable(db, () => {
        db.attendance = db.attendance.filter((a) => a.id !== added.id);
        return `${member.name}'s check-in removed.`;
      });
      return answer<CheckedIn>(
        { status: 'success', message, record: record(added), activity_id },
        201,
      );
    }
    const checkOut = idIn(paths.attendance.checkOut, pathname);
    const id = checkOut ?? idIn(paths.attendance.delete, pathname);
    if (id === undefined) return undefined;
    const found = db.attendance.find((a) => a.id === id);
    if (!found) return notFound(`Attendance record ${id} not found.`);
    if (method === 'POST' && checkOut !== undefined) {
      if (found.check_out !== null)
        return refused(`${record(found).name} was already checked out.`);
      const out = { ...found, check_out: new Date().toISOString() };
      db.attendance = db.attendance.map((a) => (a === found ? out : a));
      return answer<AttendanceSaved>({
        status: 'success',
        message: `${record(out).name} checked out.`,
        record: record(out),
      });
    }
    if (method === 'DELETE' && checkOut === undefined) {
      db.attendance = db.attendance.filter((a) => a !== found);
      return answer<Done>({ status: 'success', message: 'Deleted successfully!' });
    }
    return undefined;
  };
}
