import { Type, type Static } from 'typebox';
import { MoneyField } from './permissions';
import { BRANCH_ACCESS, BRANCH_MISSING } from './branches';
import {
  BLOOD_GROUPS,
  CalendarDay,
  DecimalNumber,
  Email,
  Flag,
  Line,
  Name,
  pageOf,
  PaymentMethodSchema,
  Phone,
  RecordId,
  Rupees,
  saved,
  SortedListQuery,
  WholeNumber,
} from './common';

export const MEMBER_LIMITS = {
  nameMax: 100,
  textMax: 200,
  ageMax: 120,
  weightMax: 500,
} as const;

/** The member form's checkbox for a phone shared in a family (docs/product/screens.md §3). */
export const SHARES_PHONE_LABEL = 'Shares this phone with another member';

/** The refusals of a member's rules, one text each wherever they are checked: the form, the import. */
export const MEMBER_MESSAGES = {
  required: 'Name and Phone number are required!',
  age: `Age must be a whole number from 0 to ${MEMBER_LIMITS.ageMax}`,
  weight: `Weight must be a number from 0 to ${MEMBER_LIMITS.weightMax}`,
  bloodGroup: `Blood group must be one of: ${BLOOD_GROUPS.join(', ')}`,
  status: 'Status must be Active or Inactive',
  paidOverFee: 'Paid amount cannot be more than the fee',
  /** A phone another member has, given without "Shares this phone with another member" (409). */
  phoneTaken: `Another member has this phone number. Tick “${SHARES_PHONE_LABEL}” if they share it.`,
} as const;

export const MEMBER_STATUSES = ['Active', 'Inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/**
 * What the add and edit form sends (docs/product/calls-and-messages.md §7, docs/architecture.md
 * "One contract per form"): each field under its column's name in `members`, typed. Left out (or
 * empty), a field is not given: no e-mail, age, weight, blood group, place, profession, leave or
 * rejoin date; status Active; joining today; fee and paid 0; on an edit, the member's reminders,
 * shared phone, home branch and access as they are (on an add: reminders, the first branch, `branch`). The due
 * is not sent: it is max(total_fee − paid_amount, 0). Each refusal keeps its words (the messages
 * of docs/product/api-input.md §21).
 */
export const MemberInput = Type.Object({
  name: Name({
    maxLength: MEMBER_LIMITS.nameMax,
    required: true,
    errorMessage: {
      required: MEMBER_MESSAGES.required,
      minLength: MEMBER_MESSAGES.required,
      pattern: MEMBER_MESSAGES.required,
    },
  }),
  phone: Phone({
    maxLength: 30,
    required: true,
    errorMessage: {
      required: MEMBER_MESSAGES.required,
      minLength: MEMBER_MESSAGES.required,
      pattern: MEMBER_MESSAGES.required,
    },
  }),
  email: Type.Optional(Email()),
  age: Type.Optional(
    WholeNumber({ minimum: 0, maximum: MEMBER_LIMITS.ageMax, errorMessage: MEMBER_MESSAGES.age }),
  ),
  weight: Type.Optional(
    DecimalNumber({
      minimum: 0,
      maximum: MEMBER_LIMITS.weightMax,
      decimals: 2,
      errorMessage: MEMBER_MESSAGES.weight,
    }),
  ),
  blood_group: Type.Optional(Type.Enum(BLOOD_GROUPS, { errorMessage: MEMBER_MESSAGES.bloodGroup })),
  location: Type.Optional(Line({ maxLength: MEMBER_LIMITS.textMax })),
  profession: Type.Optional(Line({ maxLength: MEMBER_LIMITS.textMax })),
  status: Type.Optional(Type.Enum(MEMBER_STATUSES, { errorMessage: MEMBER_MESSAGES.status })),
  joining_date: Type.Optional(CalendarDay({ title: 'Joining day' })),
  /** The plan's id; one no plan has is refused in the same words. */
  plan_id: RecordId({
    errorMessage: { required: 'Please choose a plan', _: 'Please choose an existing plan' },
  }),
  total_fee: Type.Optional(Rupees({ fromText: true, title: 'Fee' })),
  /** Never more than the fee; on an edit, never less than the member has paid (docs/product/api-input.md §21). */
  paid_amount: Type.Optional(Rupees({ fromText: true, title: 'Paid amount' })),
  leave_date: Type.Optional(CalendarDay({ title: 'Leave date' })),
  /** Not before the leave date. */
  rejoin_date: Type.Optional(CalendarDay({ title: 'Rejoin date' })),
  /** "Do not send reminders" (docs/product/reminders.md §25). */
  no_reminders: Type.Optional(Flag()),
  /**
   * "Shares this phone with another member" (docs/product/screens.md §3): without it, a phone
   * another member has is refused (409); left out, an add does not share and an edit keeps it.
   */
  shares_phone: Type.Optional(Flag({ title: SHARES_PHONE_LABEL })),
  /** The home branch (docs/product/branches.md §26); an id no branch has is refused. */
  home_branch_id: Type.Optional(RecordId({ errorMessage: BRANCH_MISSING })),
  /** Where the member may train: `branch` (their home branch only) or `all`. */
  branch_access: Type.Optional(Type.Enum([...BRANCH_ACCESS])),
});
export type MemberInput = Static<typeof MemberInput>;

/**
 * Adding a member: the form, how the amount paid at the desk was received (cash unless said, on
 * the joining invoice), and the enquiry it comes from, marked Joined in the same transaction
 * (docs/product/enquiries.md §17).
 */
export const NewMember = Type.Object({
  ...MemberInput.properties,
  payment_method: Type.Optional(PaymentMethodSchema),
  enquiry_id: Type.Optional(RecordId({ errorMessage: 'Enquiry id must be a whole number' })),
});
export type NewMember = Static<typeof NewMember>;

/**
 * The earlier product's multipart form, which old clients still send to the same URLs: its names
 * for the typed fields (plugins/form-body.ts reads each as the field it names).
 */
export const MEMBER_FORM_NAMES = {
  joining_day: 'joining_date',
  plan: 'plan_id',
  fee: 'total_fee',
  paid: 'paid_amount',
  leave: 'leave_date',
  rejoin: 'rejoin_date',
  home_branch: 'home_branch_id',
} as const satisfies Record<string, keyof NewMember>;

/**
 * What that form sends to add a member that the contract dropped, checked as it always was and then
 * left out: the due, which the server always computed itself.
 */
export const RetiredNewMemberFields = Type.Object({
  due: Type.Optional(Line({ maxLength: 30 })),
});

/**
 * The same for an edit, and its payment method too: an edit records what it raises the paid amount
 * by as cash (docs/product/billing.md §20, Methods), so only cash is taken.
 */
export const RetiredMemberFields = Type.Object({
  ...RetiredNewMemberFields.properties,
  payment_method: Type.Optional(
    Type.Enum(['cash'], { errorMessage: 'Payment method must be cash' }),
  ),
});

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
  /** "Shares this phone with another member". */
  shares_phone: Type.Boolean(),
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
