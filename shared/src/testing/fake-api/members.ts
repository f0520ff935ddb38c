import { MEMBER_MESSAGES } from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import type {
  Member,
  MemberAdded,
  MemberDetails,
  MemberMoved,
  MemberUpdated,
  NewMember,
  Plan,
} from '../../core/types';
import type { FakeMember } from './fake-member';
import { idIn, idRoute } from './route-ids';
import { fakeToday } from './today';
import type { Reply } from './fetch-stub';
import { convertEnquiry, type EnquiriesDb } from './enquiries';
import { answer, listReply, nextId, notFound, refused } from './paging';
import { moveToDeleted, phoneOfDeleted, type DeletedDb } from './deleted';
import { firstBranchId, unknownBranch, type BranchesDb } from './branches';
import { readPhone } from '../../core/input-rules';

/** The status as the API shows it (docs/product/screens.md §4): an Active member past their expiry is Expired. */
export const shownStatus = (m: Pick<FakeMember, 'status' | 'expire_date'>) =>
  m.status === 'Active' && m.expire_date !== null && m.expire_date < fakeToday()
    ? 'Expired'
    : m.status;

/** A member's row carries their home branch, as the lists show it under All branches (§26). */
export type WithHomeBranch<Row> = Row & Pick<FakeMember, 'home_branch_id'>;

const row = (m: FakeMember): WithHomeBranch<Member> => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  plan_type: m.plan_type,
  plan_id: m.plan,
  due_amount: m.due_amount,
  leave_date: m.leave_date,
  rejoin_date: m.rejoin_date,
  expire_date: m.expire_date,
  status: shownStatus(m),
  home_branch_id: m.home_branch_id,
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** What add and update send: the typed member (`NewMember`), JSON; like the API, a field left out is not given. */
type SentMember = Partial<NewMember>;

/** Where the member belongs: as the body says, else as before, else the first branch and 'branch'. */
function branchOf(body: SentMember, db: BranchesDb, previous?: FakeMember) {
  return {
    home_branch_id: body.home_branch_id ?? previous?.home_branch_id ?? firstBranchId(db),
    branch_access: body.branch_access ?? previous?.branch_access ?? 'branch',
  };
}

/** A member from the add/edit body. The plan may be one the fake does not hold (kept by id). */
function fromBody(
  id: number,
  body: SentMember,
  db: { plans: Plan[] } & BranchesDb,
  previous?: FakeMember,
): FakeMember {
  const { plans } = db;
  const plan = plans.find((p) => p.id === body.plan_id);
  const joining_date = body.joining_date ?? new Date().toISOString().slice(0, 10);
  const total_fee = body.total_fee ?? 0;
  return {
    id,
    name: body.name!,
    phone: body.phone!,
    email: body.email ?? null,
    age: body.age ?? null,
    weight: body.weight ?? null,
    blood_group: body.blood_group ?? null,
    location: body.location ?? null,
    profession: body.profession ?? null,
    status: body.status ?? 'Active',
    joining_date,
    plan: body.plan_id!,
    plan_type: plan?.name ?? previous?.plan_type ?? '',
    total_fee,
    due_amount: Math.max(total_fee - (body.paid_amount ?? 0), 0),
    leave_date: body.leave_date ?? null,
    rejoin_date: body.rejoin_date ?? null,
    expire_date: plan ? addDays(joining_date, plan.duration_days) : (previous?.expire_date ?? null),
    no_reminders: body.no_reminders ?? previous?.no_reminders ?? false,
    shares_phone: body.shares_phone ?? previous?.shares_phone ?? false,
    ...branchOf(body, db, previous),
  };
}

/** The home branch the body names, as the branch check reads it. */
const namedBranch = (body: SentMember) =>
  body.home_branch_id === undefined ? undefined : String(body.home_branch_id);

/**
 * `POST /members/:id/move_branch` as the API answers it (docs/product/branches.md §26): the home branch
 * becomes `branch_id`; a branch that does not exist, or is the member's already, is refused.
 */
function moveBranch(db: { members: FakeMember[] } & BranchesDb, id: number, body: unknown) {
  const member = db.members.find((m) => m.id === id);
  if (!member) return notFound(`Member ${id} not found.`);
  const { branch_id } = (body ?? {}) as { branch_id?: unknown };
  const branch = db.branches.find((b) => b.id === branch_id);
  if (!branch) return refused(400, 'Choose a branch that exists.');
  if (branch.id === member.home_branch_id)
    return refused(409, `${member.name} is already a member of ${branch.name}.`);
  db.members = db.members.map((m) => (m === member ? { ...m, home_branch_id: branch.id } : m));
  return answer<MemberMoved>({
    status: 'success',
    message: `${member.name} moved to ${branch.name}.`,
    member_id: member.id,
    home_branch_id: branch.id,
  });
}

const noPlan = () => refused(400, 'Please choose a plan');

/**
 * The API's rule (docs/product/screens.md §3): a phone another member has (read by the one phone
 * rule) is refused unless the member shares it; a member keeping their phone keeps it.
 */
export function phoneTaken(db: { members: FakeMember[] }, sent: SentMember, previous?: FakeMember) {
  const shares = sent.shares_phone ?? previous?.shares_phone ?? false;
  const phone = readPhone(sent.phone ?? '') ?? sent.phone;
  if (shares || phone === undefined) return undefined;
  const moved = previous === undefined || (readPhone(previous.phone) ?? previous.phone) !== phone;
  const others = db.members.filter(
    (m) => m !== previous && (readPhone(m.phone) ?? m.phone) === phone,
  );
  return others.some((other) => moved || !other.shares_phone)
    ? refused(409, MEMBER_MESSAGES.phoneTaken)
    : undefined;
}
/** How add_member's payment may be received, as the API takes it (the joining invoice's method). */
const METHODS: unknown[] = ['cash', 'upi', 'card', 'bank'];

export function membersRoutes(db: DeletedDb & EnquiriesDb & BranchesDb) {
  let invoices = 0;
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === paths.members.list && method === 'GET') {
      const plain = (members: Member[]) => answer<Member[]>(members);
      const status = new URLSearchParams(search).get('status');
      const rows = db.members.map(row).filter((m) => !status || m.status === status);
      return listReply(rows, search, plain, (m) => [m.name, m.plan_type, m.status]);
    }
    const moving = idIn(paths.members.moveBranch, pathname);
    if (moving !== undefined && method === 'POST') return moveBranch(db, moving, body);
    const sent = (body ?? {}) as SentMember;
    if (pathname === paths.members.add && method === 'POST') {
      if (!sent.plan_id) return noPlan();
      if (sent.payment_method !== undefined && !METHODS.includes(sent.payment_method))
        return refused(400, 'Payment method must be one of: cash, upi, card, bank');
      const refusal =
        unknownBranch(db, namedBranch(sent)) ??
        phoneOfDeleted(db, sent.phone) ??
        phoneTaken(db, sent);
      if (refusal) return refusal;
      const conversion = convertEnquiry(
        db,
        sent.enquiry_id === undefined ? undefined : String(sent.enquiry_id),
      );
      if (conversion.refusal) return conversion.refusal;
      const member = fromBody(nextId(db.members), sent, db);
      db.members = [...db.members, member];
      conversion.join(member.id);
      const invoice_number = `INV-${String(++invoices).padStart(5, '0')}`;
      const expiry = member.expire_date ?? member.joining_date;
      return answer<MemberAdded>(
        {
          status: 'success',
          message: 'Member added successfully!',
          member_id: member.id,
          invoice_number,
          expiry,
        },
        201,
      );
    }
    const { memberInvoice, memberInvoiceWithoutSlash } = paths.invoices;
    const { update, delete: remove } = paths.members;
    const target = idRoute([update, remove, memberInvoice, memberInvoiceWithoutSlash], pathname);
    if (!target) return undefined;
    const found = db.members.find((m) => m.id === target.id);
    if (!found) return notFound('Member not found');
    const on = (expected: string, ...candidates: string[]) =>
      method === expected && candidates.includes(target.path);
    if (on('GET', update)) {
      const { plan_type: _plan, expire_date: _expiry, ...details } = found;
      return answer<MemberDetails>(details);
    }
    if (on('POST', update)) {
      if (!sent.plan_id) return noPlan();
      const refusal = unknownBranch(db, namedBranch(sent)) ?? phoneTaken(db, sent, found);
      if (refusal) return refusal;
      const member = fromBody(found.id, sent, db, found);
      db.members = db.members.map((m) => (m === found ? member : m));
      const expiry = member.expire_date ?? member.joining_date;
      return answer<MemberUpdated>({
        status: 'success',
        message: 'Member updated successfully!',
        member_id: member.id,
        expiry,
      });
    }
    if (on('DELETE', remove)) return moveToDeleted(db, 'members', found, found.name);
    if (on('GET', memberInvoice, memberInvoiceWithoutSlash))
      return { status: 200, blob: new Blob(['%PDF-1.4 invoice'], { type: 'application/pdf' }) };
    return undefined;
  };
}
