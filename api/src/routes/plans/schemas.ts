import { Type, type Static } from 'typebox';
import { pageOf } from '../../lib/list-query';
import { Id, Line, Text, WholeNumber } from '../../schemas/common';

export const PLAN_LIMITS = {
  nameMax: 100,
  durationMin: 1,
  durationMax: 3650,
  priceMax: 10_000_000,
  descriptionMax: 1000,
} as const;

export const PlanId = Id;

/** SPEC §7: name, duration_days, price (optional) — plus the description Spotter searches on. */
export const PlanBody = Type.Object({
  name: Line({ maxLength: PLAN_LIMITS.nameMax, required: true }),
  duration_days: WholeNumber({ minimum: PLAN_LIMITS.durationMin, maximum: PLAN_LIMITS.durationMax }),
  price: Type.Optional(Type.Union([Type.Null(), WholeNumber({ minimum: 0, maximum: PLAN_LIMITS.priceMax })])),
  description: Type.Optional(Text({ maxLength: PLAN_LIMITS.descriptionMax })),
});
export type PlanInput = Static<typeof PlanBody>;

export const Plan = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  duration_days: Type.Integer(),
  price: Type.Union([Type.Integer(), Type.Null()]),
  description: Type.String(),
});

export const PlansReply = Type.Object({ status: Type.Literal('success'), plans: Type.Array(Plan) });
export const PlanList = Type.Union([PlansReply, pageOf(Plan)]);
export const PlanSaved = Type.Object({ status: Type.Literal('success'), message: Type.String(), plan: Plan });
export const Deleted = Type.Object({ status: Type.Literal('success'), message: Type.String() });
