import type { Member, MemberDetails } from '../../types';
import type { Reply } from './fetch-stub';
import { listReply, nextId, notFound, ok } from './paging';
import type { FakePlan } from './plans';

export type FakeMember = MemberDetails & Pick<Member, 'plan_type' | 'expire_date'>;

const row = (m: FakeMember): Member => ({
  id: m.id,
  name: m.name,
  phone: m.phone,
  plan_type: m.plan_type,
  plan_id: m.plan,
  due_amount: m.due_amount,
  leave_date: m.leave_date,
  rejoin_date: m.rejoin_date,
  expire_date: m.expire_date,
  status: m.status,
});

const numberOrNull = (text: unknown) => (text === '' || text === undefined ? null : Number(text));

/** A member from the add/edit form's multipart fields. */
function fromForm(id: number, f: Record<string, string>, plans: FakePlan[]): FakeMember {
  const plan = plans.find((p) => String(p.id) === f.plan);
  return {
    id,
    name: f.name!,
    phone: f.phone!,
    email: f.email ?? '',
    age: numberOrNull(f.age),
    weight: numberOrNull(f.weight),
    blood_group: f.blood_group ?? '',
    location: f.location ?? '',
    profession: f.profession ?? '',
    status: f.status ?? 'Active',
    joining_date: f.joining_day || null,
    plan: plan?.id ?? null,
    plan_type: plan?.name ?? null,
    total_fee: numberOrNull(f.fee),
    due_amount: numberOrNull(f.due),
    leave_date: f.leave || null,
    rejoin_date: f.rejoin || null,
    expire_date: null,
  };
}

export function membersRoutes(db: { members: FakeMember[]; plans: FakePlan[] }) {
  let invoices = 0;
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    if (pathname === '/members/view_members' && method === 'GET')
      return listReply(db.members.map(row), search, (rows) => rows, (m) => [m.name, m.plan_type, m.status]);
    const fields = body as Record<string, string>;
    if (pathname === '/members/add_member' && method === 'POST') {
      const member = fromForm(nextId(db.members), fields, db.plans);
      db.members = [...db.members, member];
      const invoice_number = `INV-${String(++invoices).padStart(5, '0')}`;
      return ok({ message: 'Member added', member_id: member.id, invoice_number, expiry: null }, 201);
    }
    const match = /^\/members\/(update_member|delete_member|download_invoice)\/(\d+)\/?$/.exec(pathname);
    if (!match) return undefined;
    const found = db.members.find((m) => m.id === Number(match[2]));
    if (!found) return notFound('Member not found');
    const action = `${method} ${match[1]}`;
    if (action === 'GET update_member') return { status: 200, body: found };
    if (action === 'POST update_member') {
      db.members = db.members.map((m) => (m === found ? fromForm(m.id, fields, db.plans) : m));
      return ok({ member_id: found.id });
    }
    if (action === 'DELETE delete_member') {
      db.members = db.members.filter((m) => m !== found);
      return ok({ message: 'Deleted' });
    }
    if (action === 'GET download_invoice') return { status: 200, blob: new Blob(['%PDF-1.4 invoice'], { type: 'application/pdf' }) };
    return undefined;
  };
}
