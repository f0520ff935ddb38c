import { Type, type Static } from 'typebox';
import { MoneyField } from './permissions';
import { BRANCH_ACCESS } from './branches';
import { BLOOD_GROUPS, Email, Line, Name, pageOf, Phone, saved, SortedListQuery } from './common';

export const MEMBER_LIMITS = {
  nameMax: 100,
  textMax: 200,
  ageMax: 120,
  weightMax: 500,
} as const;

/** The refusals of a member's rules, one text each wherever they are checked: the form, the import. */
export const MEMBER_MESSAGES = {
  required: 'Name and Phone number are required!',
  age: `Age must be a whole number from 0 to ${MEMBER_LIMITS.ageMax}`,
  weight: `Weight must be a number from 0 to ${MEMBER_LIMITS.weightMax}`,
  bloodGroup: `Blood group must be one of: ${BLOOD_GROUPS.join(', ')}`,
  status: 'Status must be Active or Inactive',
  paidOverFee: 'Paid amount cannot be more than the fee',
} as const;

const text = (maxLength: number) => Type.Optional(Line({ maxLength }));

/**
 * The add and edit form's multipart fields (docs/product/calls-and-messages.md §7), all text (empty = not given);
 * `routes/members/member-form.ts` reads them. Phone and e-mail are held to their rules here.
 */
export const MemberForm = Type.Object({
  name: Type.Optional(Name({ maxLength: MEMBER_LIMITS.nameMax })),
  phone: Type.Optional(Phone({ maxLength: 30 })),
  email: Type.Optional(Email()),
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
  /** `true` for "Do not send reminders" (docs/product/reminders.md §25), `false` to send them; left out, unchanged (no on add). */
  no_reminders: Type.Optional(Type.Enum(['true', 'false'])),
  /**
   * The home branch's id (docs/product/branches.md §26); an id no branch has is refused. Left out (or
   * empty), an add gets the first branch and an edit keeps the member's.
   */
  home_branch: text(30),
  /** Where the member may train: `branch` (their home branch only) or `all`; left out, `branch` on add, unchanged on edit. */
  branch_access: Type.Optional(Type.Enum([...BRANCH_ACCESS])),
  /** Add only: the enquiry this member comes from, marked Joined in the same transaction (docs/product/enquiries.md §17). */
  enquiry_id: text(30),
});
export type MemberForm = Static<typeof MemberForm>;

/**
 * A member's status as shown (docs/product/screens.md §4): the stored Active or Inactive, except that an
 * Active member whose expiry is before today shows Expired.
 */
export const SHOWN_STATUSES = ['Active', 'Expired', 'Inactive'] as const;
export type ShownStatus = (typeof SHOWN_STATUSES)[number];

/** A date written YYYY-MM-DD, or null when there is none. */
const OptionalDate = Type.Union([Type.String(), Type.Null()]);

/** A member as listed. */
export const Member = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  phone: Type.String(),
  plan_type: Type.String(),
  plan_id: Type.Integer(),
  due_amount: MoneyField(),
  leave_date: OptionalDate,
  rejoin_date: OptionalDate,
  expire_date: OptionalDate,
  /** As shown: Active, Expired or Inactive. */
  status: Type.String(),
  /** The member's home branch (docs/product/branches.md §26): the Branch column under All branches. */
  home_branch_id: Type.Integer(),
});
export type Member = Static<typeof Member>;

/** What the members list sorts by (`?sort=`); due_amount only for accounts with money.view. */
export const MEMBER_SORTS = [
  'name',
  'due_amount',
  'leave_date',
  'rejoin_date',
  'expire_date',
] as const;
export type MemberSort = (typeof MEMBER_SORTS)[number];
/** The members list's query: paging, search, order, and an optional status (as shown). */
export const MemberQuery = Type.Object({
  ...SortedListQuery(MEMBER_SORTS).properties,
  status: Type.Optional(Type.Enum([...SHOWN_STATUSES])),
});
export type MemberQuery = Static<typeof MemberQuery>;

export const MemberPage = pageOf(Member);
export type MemberPage = Static<typeof MemberPage>;
/** No query: every member as a plain array (the earlier product's client); with page, page_size or q: one page. */
export const MemberList = Type.Union([MemberPage, Type.Array(Member)]);
export type MemberList = Static<typeof MemberList>;

/** A member as loaded for the edit form; `plan` is the plan's id. */
export const MemberDetails = Type.Object({
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
  total_fee: MoneyField(),
  due_amount: MoneyField(),
  leave_date: OptionalDate,
  rejoin_date: OptionalDate,
  /** "Do not send reminders": the member gets no reminder task. */
  no_reminders: Type.Boolean(),
  /** The member's home branch (docs/product/branches.md §26). */
  home_branch_id: Type.Integer(),
  branch_access: Type.Enum([...BRANCH_ACCESS]),
});
export type MemberDetails = Static<typeof MemberDetails>;

/** Adding a member issues its first invoice in the same transaction. */
export const MemberAdded = saved({
  member_id: Type.Integer(),
  invoice_number: Type.String(),
  expiry: Type.String(),
});
export type MemberAdded = Static<typeof MemberAdded>;

export const MemberUpdated = saved({
  member_id: Type.Integer(),
  expiry: Type.String(),
});
export type MemberUpdated = Static<typeof MemberUpdated>;
