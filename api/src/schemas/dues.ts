import { Type, type Static } from 'typebox';
import {
  Flag,
  Line,
  PaymentMethodSchema,
  pageOf,
  Phone,
  RecordId,
  Rupees,
  saved,
  SortedListQuery,
} from './common';
import { SHARES_PHONE_LABEL } from './members';
import { PendingPromise } from './reminders';

/** How long a due has been waiting (docs/product/billing.md §20): 0–7 days, 8–30 days, over 30 days. */
export const DUE_AGES = ['0-7', '8-30', '31+'] as const;
export type DueAge = (typeof DUE_AGES)[number];

/** What the pending list sorts by (`?sort=`). */
export const PENDING_SORTS = ['name', 'total_fee', 'paid_amount', 'due_amount'] as const;
export type PendingSort = (typeof PENDING_SORTS)[number];

/** The pending list's query: the list's paging, search and sort, and an optional age filter. */
export const PendingQuery = Type.Object({
  ...SortedListQuery(PENDING_SORTS).properties,
  age: Type.Optional(Type.Union(DUE_AGES.map((age) => Type.Literal(age)))),
});
export type PendingQuery = Static<typeof PendingQuery>;

/** A member who owes, as the Balance Pending list shows them. */
export const PendingMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  plan_type: Type.String(),
  phone: Type.String(),
  total_fee: Type.Integer(),
  paid_amount: Type.Integer(),
  due_amount: Type.Integer(),
  /** Days since the current period was billed (its start), never below 0. */
  days_overdue: Type.Integer(),
  /**
   * The member's latest promise to pay in this period (logged from Reminders, docs/product/reminders.md
   * §25): "Promised {date}", or "Promise broken" once the day passed unpaid. Null without one.
   */
  promise: Type.Union([PendingPromise, Type.Null()]),
  /** The member's home branch (docs/product/branches.md §26). */
  home_branch_id: Type.Integer(),
});
export type PendingMember = Static<typeof PendingMember>;

export const PendingPage = pageOf(PendingMember);
export type PendingPage = Static<typeof PendingPage>;

export const PaymentBody = Type.Object(
  { amount: Rupees({ minimum: 1 }), method: Type.Optional(PaymentMethodSchema) },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;

export const PaymentRecorded = saved({
  member_id: Type.Integer(),
  invoice_number: Type.String(),
  paid_amount: Type.Integer(),
  due_amount: Type.Integer(),
  /** The trail's record of the payment: POST /activity/undo/{activity_id} takes it back. */
  activity_id: Type.Integer(),
});
export type PaymentRecorded = Static<typeof PaymentRecorded>;

/** A day written YYYY-MM-DD (checked for a real day in range by the route), or null for none. */
const OptionalDay = Type.Union([Line({ maxLength: 10 }), Type.Null()]);

/**
 * The pending edit screen's one call: the fields it shows, saved together, with any increase of
 * the paid amount recorded as a payment by `method`, or nothing saved at all.
 */
export const DuesUpdateBody = Type.Object(
  {
    phone: Phone({ maxLength: 30, required: true }),
    /** As on the member form (docs/product/screens.md §3); left out, the member's setting is kept. */
    shares_phone: Type.Optional(Flag({ title: SHARES_PHONE_LABEL })),
    plan: RecordId({ fromText: false }),
    total_fee: Rupees(),
    paid_amount: Rupees(),
    leave_date: OptionalDay,
    rejoin_date: OptionalDay,
    method: Type.Optional(PaymentMethodSchema),
  },
  { additionalProperties: false },
);
export type DuesUpdateBody = Static<typeof DuesUpdateBody>;

export const DuesUpdated = saved({
  member_id: Type.Integer(),
  expiry: Type.String(),
  /** The payment invoice, when the paid amount went up. */
  invoice_number: Type.Union([Type.String(), Type.Null()]),
});
export type DuesUpdated = Static<typeof DuesUpdated>;

/** A member whose membership ran out before today. */
export const ExpiredMember = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  plan_id: Type.Integer(),
  plan_type: Type.String(),
  phone: Type.String(),
  expire_date: Type.String(),
  due_amount: Type.Integer(),
  /** The member's home branch (docs/product/branches.md §26). */
  home_branch_id: Type.Integer(),
});
export type ExpiredMember = Static<typeof ExpiredMember>;

/** What the expired list sorts by (`?sort=`). */
export const EXPIRED_SORTS = ['name', 'expire_date'] as const;
export type ExpiredSort = (typeof EXPIRED_SORTS)[number];
export const ExpiredQuery = SortedListQuery(EXPIRED_SORTS);
export type ExpiredQuery = Static<typeof ExpiredQuery>;

export const ExpiredPage = pageOf(ExpiredMember);
export type ExpiredPage = Static<typeof ExpiredPage>;

/** A renewal: the plan (default the member's), the new period's fee (default the plan's price), paid, method. */
export const RenewalBody = Type.Object(
  {
    plan: Type.Optional(RecordId({ fromText: false })),
    fee: Type.Optional(Rupees()),
    paid: Type.Optional(Rupees()),
    method: Type.Optional(PaymentMethodSchema),
  },
  { additionalProperties: false },
);
export type RenewalBody = Static<typeof RenewalBody>;

export const Renewed = saved({
  member_id: Type.Integer(),
  expiry: Type.String(),
  invoice_number: Type.String(),
  total_fee: Type.Integer(),
  due_amount: Type.Integer(),
  /** The trail's record of the renewal: POST /activity/undo/{activity_id} takes it back. */
  activity_id: Type.Integer(),
});
export type Renewed = Static<typeof Renewed>;
