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

/**
 * Which classes a plan includes (docs/product/classes.md, "Who may book"): every class, the class
 * types chosen for it (`class_type_ids`), or none.
 */
export const PLAN_CLASSES = ['all', 'chosen', 'none'] as const;
export type PlanClasses = (typeof PLAN_CLASSES)[number];

/** The refusals of a plan's classes the schema cannot say alone (routes/plans/plan-classes.ts). */
export const PLAN_CLASSES_MESSAGES = {
  classes: 'Classes must be all, chosen or none',
  typeId: 'Each class type must be a class type id',
  noneChosen: 'Choose at least one class type.',
  notChosen: 'Send class_type_ids only with classes "chosen".',
  noType: (id: number) => `No class type with id ${id}.`,
} as const;

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
  /** Left out: a new plan includes every class, an edit keeps the plan's (older clients). */
  classes: Type.Optional(
    Type.Enum([...PLAN_CLASSES], { errorMessage: PLAN_CLASSES_MESSAGES.classes }),
  ),
  /** With `classes: 'chosen'` only: the class types it includes, one at least. */
  class_type_ids: Type.Optional(
    Type.Array(RecordId({ fromText: false, errorMessage: PLAN_CLASSES_MESSAGES.typeId }), {
      maxItems: 1000,
    }),
  ),
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
  /** Which classes it includes (docs/product/classes.md, "Who may book"). */
  classes: Type.Enum([...PLAN_CLASSES]),
  /** With `classes: 'chosen'` only: the class types it includes, by id. */
  class_type_ids: Type.Optional(Type.Array(Type.Integer())),
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
