import { Type, type Static } from 'typebox';
import {
  Name,
  pageOf,
  RecordId,
  Rupees,
  saved,
  SortedListQuery,
  succeeded,
  Text,
  WholeNumber,
} from './common';

export const PLAN_LIMITS = {
  nameMax: 100,
  durationMin: 1,
  durationMax: 3650,
  descriptionMax: 1000,
} as const;

/** A plan's own price at one branch (docs/product/branches.md §26), in place of the plan's price there. */
export const BranchPrice = Type.Object({
  branch_id: RecordId({ fromText: false }),
  price: Rupees({ fromText: true }),
});
export type BranchPrice = Static<typeof BranchPrice>;

/** The refusal of a `branch_prices` list naming a branch twice. */
export const BRANCH_PRICE_TWICE = 'Give each branch one price.';

/**
 * What add and edit send (docs/product/calls-and-messages.md §7): name, duration_days, price (optional), and the
 * description Spotter searches on; with branches, `branch_prices` (§26): the branches the account
 * works at that charge their own price, replacing theirs (left out: an edit keeps them).
 */
export const PlanInput = Type.Object({
  name: Name({ maxLength: PLAN_LIMITS.nameMax, required: true }),
  duration_days: WholeNumber({
    minimum: PLAN_LIMITS.durationMin,
    maximum: PLAN_LIMITS.durationMax,
  }),
  price: Type.Optional(Type.Union([Type.Null(), Rupees({ fromText: true })])),
  description: Type.Optional(Text({ maxLength: PLAN_LIMITS.descriptionMax })),
  branch_prices: Type.Optional(Type.Array(BranchPrice, { maxItems: 1000 })),
});
export type PlanInput = Static<typeof PlanInput>;

export const Plan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration_days: Type.Integer(),
  price: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
  /**
   * The branches with a price of their own (docs/product/branches.md §26), by branch id; only those the
   * account works at, and left out when there are none, so a gym of one branch reads as before.
   */
  branch_prices: Type.Optional(
    Type.Array(Type.Object({ branch_id: Type.Integer(), price: Type.Integer() })),
  ),
});
export type Plan = Static<typeof Plan>;

/** The plain list (no query): the earlier product's `{ status, plans }`. */
export const PlansReply = succeeded({ plans: Type.Array(Plan) });
export type PlansReply = Static<typeof PlansReply>;
export const PlanPage = pageOf(Plan);
export type PlanPage = Static<typeof PlanPage>;
/** What the plans list sorts by (`?sort=`). */
export const PLAN_SORTS = ['name', 'price', 'duration_days'] as const;
export type PlanSort = (typeof PLAN_SORTS)[number];
export const PlanQuery = SortedListQuery(PLAN_SORTS);
export type PlanQuery = Static<typeof PlanQuery>;

export const PlanList = Type.Union([PlansReply, PlanPage]);
export type PlanList = Static<typeof PlanList>;

/** What add and edit answer: the plan as saved. */
export const PlanSaved = saved({ plan: Plan });
export type PlanSaved = Static<typeof PlanSaved>;
