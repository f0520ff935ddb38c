import { defineResource, type Member, type MemberDetails } from '@spotter/shared';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const num = (value: unknown) => (value === null || value === undefined || value === '' ? null : Number(value));
const textOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
// Accept full timestamps too: a date input only takes the calendar day.
const day = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 10) : null);

function toMember(raw: Record<string, unknown>): Member {
  return {
    id: Number(raw.id),
    name: text(raw.name),
    phone: text(raw.phone),
    plan_type: textOrNull(raw.plan_type),
    plan_id: num(raw.plan_id),
    due_amount: num(raw.due_amount),
    leave_date: textOrNull(raw.leave_date),
    rejoin_date: textOrNull(raw.rejoin_date),
    expire_date: textOrNull(raw.expire_date),
    status: text(raw.status),
  };
}

/** One member for the edit form, bare or wrapped in `data` / `member`. */
export function toMemberDetails(body: unknown): MemberDetails | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const wrapped = body as { data?: unknown; member?: unknown };
  const raw = (wrapped.member ?? wrapped.data ?? body) as Record<string, unknown>;
  return {
    id: Number(raw.id),
    name: text(raw.name),
    phone: text(raw.phone),
    email: text(raw.email),
    age: num(raw.age),
    weight: num(raw.weight),
    blood_group: text(raw.blood_group),
    location: text(raw.location),
    profession: text(raw.profession),
    status: text(raw.status),
    joining_date: day(raw.joining_date),
    plan: num(raw.plan),
    total_fee: num(raw.total_fee),
    due_amount: num(raw.due_amount),
    leave_date: day(raw.leave_date),
    rejoin_date: day(raw.rejoin_date),
  };
}

/** Members; adds and updates are multipart forms (see toMemberFormData). */
export const membersResource = defineResource<Member, MemberDetails>({
  list: '/members/view_members',
  plain: (body) => body,
  row: toMember,
  rowId: (member) => member.id,
  one: (id) => `/members/update_member/${id}`,
  readOne: toMemberDetails,
  create: '/members/add_member',
  update: (id) => `/members/update_member/${id}`,
  remove: (id) => `/members/delete_member/${id}`,
});

export const invoicePath = (id: number) => `/members/download_invoice/${id}/`;
export const invoiceFilename = (id: number | string) => `invoice_${id}.pdf`;
export const MEMBERS_PATH = '/users';
