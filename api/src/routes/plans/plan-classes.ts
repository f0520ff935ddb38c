import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forKeyShare } from '../../db/transaction';
import type { Change } from '../../domain/activity';
import { badRequest } from '../../lib/http-errors';
import { PLAN_CLASSES_MESSAGES, type PlanClasses, type PlanInput } from '../../schemas';

/*
 * Which classes a plan includes (docs/product/classes.md, "Who may book"): `plans.classes`, and
 * for 'chosen' the class types in `plan_class_types` (migration 047). The booking rule reads them
 * (routes/classes); the plan's add and edit write them here.
 */

type Trx = Transaction<Database>;

/** A plan's classes as the trail records them: the class types by name, at the time. */
interface PlanClassesState {
  classes: PlanClasses;
  class_types: string[];
}

/** The class types `planIds` include (those of 'chosen' classes), by plan, each list by id. */
export async function chosenTypesOf(q: Db | Trx, planIds: readonly number[]) {
  const byPlan = new Map<number, number[]>();
  if (planIds.length === 0) return byPlan;
  const rows = await q
    .selectFrom('plan_class_types')
    .select(['plan_id', 'class_type_id'])
    .where('plan_id', 'in', [...new Set(planIds)])
    .orderBy('plan_id')
    .orderBy('class_type_id')
    .execute();
  for (const { plan_id, class_type_id } of rows)
    byPlan.set(plan_id, [...(byPlan.get(plan_id) ?? []), class_type_id]);
  return byPlan;
}

/** `plans` each with its `class_type_ids` when its classes are the chosen types. */
export async function withClassTypes<T extends { id: number; classes: PlanClasses }>(
  q: Db | Trx,
  plans: T[],
): Promise<(T & { class_type_ids?: number[] })[]> {
  const chosen = await chosenTypesOf(
    q,
    plans.filter((plan) => plan.classes === 'chosen').map((plan) => plan.id),
  );
  return plans.map((plan) =>
    plan.classes === 'chosen' ? { ...plan, class_type_ids: chosen.get(plan.id) ?? [] } : plan,
  );
}

/**
 * What a plan's add or edit asks of its classes, checked: undefined when it leaves them out (an
 * edit keeps the plan's), else the classes and the chosen types' ids and names, each type kept
 * from being deleted until the write commits. 400 for chosen without a type, types without
 * chosen, or a type that does not exist.
 */
export async function requestedClasses(
  trx: Trx,
  input: Pick<PlanInput, 'classes' | 'class_type_ids'>,
) {
  const { classes, class_type_ids } = input;
  if (classes === undefined) {
    if (class_type_ids !== undefined) throw badRequest(PLAN_CLASSES_MESSAGES.notChosen);
    return undefined;
  }
  if (classes !== 'chosen') {
    if (class_type_ids !== undefined && class_type_ids.length > 0)
      throw badRequest(PLAN_CLASSES_MESSAGES.notChosen);
    return { classes, types: [] as { id: number; name: string }[] };
  }
  const ids = [...new Set(class_type_ids ?? [])].sort((a, b) => a - b);
  if (ids.length === 0) throw badRequest(PLAN_CLASSES_MESSAGES.noneChosen);
  const types = await forKeyShare(
    trx,
    trx.selectFrom('class_types').select(['id', 'name']).where('id', 'in', ids).orderBy('id'),
  ).execute();
  const missing = ids.find((id) => !types.some((type) => type.id === id));
  if (missing !== undefined) throw badRequest(PLAN_CLASSES_MESSAGES.noType(missing));
  return { classes, types };
}

export type RequestedClasses = NonNullable<Awaited<ReturnType<typeof requestedClasses>>>;

/** The plan's classes as they are, for an edit's record. */
async function classesNow(trx: Trx, planId: number): Promise<PlanClassesState> {
  const [plan, types] = await Promise.all([
    trx.selectFrom('plans').select('classes').where('id', '=', planId).executeTakeFirstOrThrow(),
    trx
      .selectFrom('plan_class_types as p')
      .innerJoin('class_types as t', 't.id', 'p.class_type_id')
      .select('t.name')
      .where('p.plan_id', '=', planId)
      .orderBy('t.id')
      .execute(),
  ]);
  return { classes: plan.classes, class_types: types.map((type) => type.name) };
}

/**
 * Writes plan `planId`'s classes, and answers what changed as the trail records it: Classes
 * (old → new) and the Class types added and taken away, by name.
 */
export async function savePlanClasses(
  trx: Trx,
  planId: number,
  requested: RequestedClasses,
): Promise<Record<string, Change>> {
  const before = await classesNow(trx, planId);
  await trx
    .updateTable('plans')
    .set({ classes: requested.classes })
    .where('id', '=', planId)
    .execute();
  await trx.deleteFrom('plan_class_types').where('plan_id', '=', planId).execute();
  if (requested.types.length > 0)
    await trx
      .insertInto('plan_class_types')
      .values(requested.types.map((type) => ({ plan_id: planId, class_type_id: type.id })))
      .execute();
  const after = requested.types.map((type) => type.name);
  const changes: Record<string, Change> = {};
  if (before.classes !== requested.classes) changes.classes = [before.classes, requested.classes];
  if (before.class_types.join('\n') !== after.join('\n'))
    changes.class_types = [before.class_types, after];
  return changes;
}
