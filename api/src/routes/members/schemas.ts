import { Type } from 'typebox';
import { Id, Line } from '../../schemas/common';

export const MEMBER_LIMITS = {
  nameMax: 100,
  textMax: 200,
  moneyMax: 10_000_000,
  ageMax: 120,
  weightMax: 500,
} as const;

export const MemberId = Id;

const text = (maxLength: number) => Type.Optional(Line({ maxLength }));

/** SPEC §7's multipart fields, all text (empty = not given); member-form.ts reads them. */
export const MemberForm = Type.Object({
  name: text(MEMBER_LIMITS.nameMax),
  phone: text(30),
  email: text(254),
  age: text(20),
  weight: text(20),
  blood_group: text(20),
  joining_day: text(30),
  status: text(20),
  location: text(MEMBER_LIMITS.textMax),
  profession: text(MEMBER_LIMITS.textMax),
  fee: text(30),
  paid: text(30),
  due: text(30),
  leave: text(30),
  rejoin: text(30),
  plan: text(30),
  payment_method: text(20),
});

const OptionalDate = Type.Union([Type.String(), Type.Null()]);

export const ListedMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  plan_type: Type.String(),
  plan_id: Type.Integer(),
  due_amount: Type.Integer(),
  leave_date: OptionalDate,
  rejoin_date: OptionalDate,
  expire_date: OptionalDate,
  status: Type.String(),
});

export const MemberPage = Type.Object({ data: Type.Array(ListedMember), total: Type.Integer() });
/** No query: every member as a plain array (SPEC's client); with page, page_size or q: one page. */
export const MemberList = Type.Union([MemberPage, Type.Array(ListedMember)]);

export const MemberForEdit = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  age: Type.Union([Type.Integer(), Type.Null()]),
  weight: Type.Union([Type.Number(), Type.Null()]),
  blood_group: Type.Union([Type.String(), Type.Null()]),
  location: Type.Union([Type.String(), Type.Null()]),
  profession: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  joining_date: Type.String(),
  plan: Type.Integer(),
  total_fee: Type.Integer(),
  due_amount: Type.Integer(),
  leave_date: OptionalDate,
  rejoin_date: OptionalDate,
});

export const MemberAdded = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  member_id: Type.Integer(),
  invoice_number: Type.String(),
  expiry: Type.String(),
});

export const MemberUpdated = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  member_id: Type.Integer(),
  expiry: Type.String(),
});

export const Deleted = Type.Object({ status: Type.Literal('success'), message: Type.String() });
