import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { forUpdate, transaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { changesBetween, recordActivity, recordChanges, type Actor } from '../../domain/activity';
import { conflict, notFound } from '../../lib/http-errors';
import { nameKey, nameTaken } from '../../domain/name-key';
import { freshId, moveToDeleted } from '../../domain/trash';
import { contains, type PageRequest } from '../../lib/list-query';
import { byColumn, byName, orderTerms, type SortColumns } from '../../lib/list-sort';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { priceAtBranch, saveBranchPrices, withBranchPrices } from '../../domain/plan-prices';
import type { PlanClasses, PlanInput, PlanSort } from '../../schemas';
import { requestedClasses, savePlanClasses, withClassTypes } from './plan-classes';

const COLUMNS = ['id', 'name', 'duration_days', 'price', 'description', 'classes'] as const;
/** The plan form's fields, as an edit's record compares them. */
const EDITED = ['name', 'duration_days', 'price', 'description'] as const;

/**
 * `?sort=` keys as SQL; a gym has a few plans, sorted without an index of their own. The price is
 * the one charged at the branch the request acts at (docs/product/branches.md §26), as the list shows it.
 */
const sorts = (price: RawBuilder<unknown>): SortColumns<PlanSort> => ({
  name: byName('name'),
  price: { expression: price, nullable: true },
  duration_days: byColumn('duration_days'),
});

/** The price a branch charges (`active`), else (every branch, or none chosen) the plan's own. */
const shownPrice = ({ active }: BranchScope) =>
  active === null ? sql.ref('price') : priceAtBranch(active);

/** The plans as answered: each with its chosen class types, and its prices at `allowed`'s branches. */
const answered = async <T extends { id: number; classes: PlanClasses }>(
  q: Db | Transaction<Database>,
  plans: T[],
  allowed: readonly number[] | null,
) => withBranchPrices(q, await withClassTypes(q, plans), allowed);

const normalise = (input: PlanInput) => ({
  name: input.name.trim(),
  name_key: nameKey(input.name),
  duration_days: input.duration_days,
  price: input.price ?? null,
  description: (input.description ?? '').trim(),
});

/** Refuses a name another plan has, told apart by their keys (domain/name-key.ts, migration 021). */
async function assertNameFree(
  trx: Transaction<Database>,
  { name, name_key }: { name: string; name_key: string },
  exceptId?: number,
) {
  if (await nameTaken(trx, 'plans', name_key, exceptId))
    throw conflict(`A plan named "${name}" already exists.`);
}

/**
 * Adds a plan inside `trx`: the plan form's call, and an import's missing plans (all in one),
 * with its prices at the branches `scope`'s account works at.
 */
export async function addPlan(
  trx: Transaction<Database>,
  actor: Actor,
  input: PlanInput,
  scope: BranchScope = EVERY_BRANCH,
) {
  const values = normalise(input);
  await assertNameFree(trx, values);
  const classes = await requestedClasses(trx, input);
  const now = new Date().toISOString();
  const added = await trx
    .insertInto('plans')
    .values({ ...(await freshId(trx, 'plans')), ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (classes) await savePlanClasses(trx, added.id, classes);
  const plan = await trx
    .selectFrom('plans')
    .select(COLUMNS)
    .where('id', '=', added.id)
    .executeTakeFirstOrThrow();
  // A new plan has no prices to replace: only those given are written.
  const branchPrices = input.branch_prices?.length
    ? await saveBranchPrices(trx, plan.id, input.branch_prices, scope.allowed)
    : {};
  await recordActivity(trx, actor, {
    action: 'plan.added',
    label: plan.name,
    subjectId: plan.id,
    data: {
      duration_days: plan.duration_days,
      price: plan.price,
      ...Object.fromEntries(
        Object.entries(branchPrices).map(([field, [, price]]) => [field, price]),
      ),
      // Every class, as every plan before classes: told only when it is otherwise.
      ...(plan.classes === 'all' ? {} : { classes: plan.classes }),
      ...(classes?.types.length ? { class_types: classes.types.map((type) => type.name) } : {}),
    },
  });
  const [saved] = await answered(trx, [plan], scope.allowed);
  return saved!;
}

export function plansRepository(db: Db) {
  return {
    /** Every plan, each with its prices at the branches `scope`'s account works at. */
    async list(scope: BranchScope = EVERY_BRANCH) {
      const plans = await db.selectFrom('plans').select(COLUMNS).orderBy('id').execute();
      return answered(db, plans, scope.allowed);
    },

    /**
     * One page; `term` matches name, description or price ('₹1,200' and '1200' both find 1200),
     * the price being the one charged at the branch `scope` acts at, as the sort's.
     */
    async page({ offset, limit, term, sort }: PageRequest<PlanSort>, scope = EVERY_BRANCH) {
      const price = shownPrice(scope);
      const digits = term.replace(/[₹,\s]/g, '');
      const matching = db.selectFrom('plans').where((eb) => {
        if (!term) return eb.lit(true);
        const text = [
          contains(db, eb.ref('name'), term),
          contains(db, eb.ref('description'), term),
        ];
        if (/^\d+$/.test(digits)) text.push(contains(db, sql`CAST(${price} AS TEXT)`, digits));
        return eb.or(text);
      });
      const [data, { n }] = await Promise.all([
        matching
          .select(COLUMNS)
          .orderBy(sort ? orderTerms(db, sorts(price), sort, sql.ref('id')) : sql`id`)
          .limit(limit)
          .offset(offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { data: await answered(db, data, scope.allowed), total: n };
    },

    async get(id: number, scope = EVERY_BRANCH) {
      const plan = await db
        .selectFrom('plans')
        .select(COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!plan) throw notFound(`Plan ${id} not found.`);
      const [priced] = await answered(db, [plan], scope.allowed);
      return priced!;
    },

    create(actor: Actor, input: PlanInput, scope = EVERY_BRANCH) {
      return transaction(db, (trx) => addPlan(trx, actor, input, scope));
    },

    /**
     * The plan's fields, and (when sent) its prices at the branches `scope`'s account works at and
     * its classes.
     */
    update(actor: Actor, id: number, input: PlanInput, scope = EVERY_BRANCH) {
      const values = normalise(input);
      return transaction(db, async (trx) => {
        // Locked: the record's old values are the ones this edit replaces.
        const before = await forUpdate(
          trx,
          trx.selectFrom('plans').select(EDITED).where('id', '=', id),
        ).executeTakeFirst();
        if (!before) throw notFound(`Plan ${id} not found.`);
        await assertNameFree(trx, values, id);
        const classes = await requestedClasses(trx, input);
        await trx
          .updateTable('plans')
          .set({ ...values, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        const branchPrices =
          input.branch_prices === undefined
            ? {}
            : await saveBranchPrices(trx, id, input.branch_prices, scope.allowed);
        const classChanges = classes ? await savePlanClasses(trx, id, classes) : {};
        const plan = await trx
          .selectFrom('plans')
          .select(COLUMNS)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        await recordChanges(
          trx,
          actor,
          { action: 'plan.edited', label: plan.name, subjectId: id },
          { ...changesBetween(before, values, EDITED), ...branchPrices, ...classChanges },
        );
        const [saved] = await answered(trx, [plan], scope.allowed);
        return saved!;
      });
    },

    /** Into Deleted items, unless members are on it; answers the record of the delete. */
    remove(actor: Actor, id: number) {
      return transaction(db, async (trx) => {
        // Locked first: a member joining it meanwhile is waited for and counted, or finds it gone.
        const plan = await forUpdate(
          trx,
          trx.selectFrom('plans').select('id').where('id', '=', id),
        ).executeTakeFirst();
        if (!plan) throw notFound(`Plan ${id} not found.`);
        const { n } = await trx
          .selectFrom('members')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('plan_id', '=', id)
          .executeTakeFirstOrThrow();
        if (n > 0)
          throw conflict(
            `This plan cannot be deleted: ${n === 1 ? '1 member is' : `${n} members are`} on it. Move them to another plan first.`,
          );
        const activityId = await moveToDeleted(trx, actor, 'plans', id);
        if (activityId === null) throw notFound(`Plan ${id} not found.`);
        return activityId;
      });
    },
  };
}
