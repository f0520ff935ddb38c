import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { forKeyShare, forUpdate, transaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { changesBetween, recordActivity, recordChanges, type Actor } from '../../domain/activity';
import { badRequest, notFound } from '../../lib/http-errors';
import { contains, type PageRequest } from '../../lib/list-query';
import { byColumn, byName, orderTerms, type Sort, type SortColumns } from '../../lib/list-sort';
import type { EnquirySort } from '../../schemas';
import { phoneSearched } from '../../schemas/input-rules';
import type { EnquiryValues } from './enquiry-input';
import { freshId, moveToDeleted } from '../../domain/trash';
import { actingBranch } from '../../domain/branches';
import { inBranches } from '../../lib/branch-filter';
import { EVERY_BRANCH, type BranchScope } from '../../domain/branch-scope';
import { followUpEnquiry } from '../../domain/reminders/enquiry-tasks';

type Trx = Transaction<Database>;

/** The enquiry form's fields, as an edit's record compares them. */
const EDITED = [
  'name',
  'phone',
  'plan_id',
  'note',
  'enquiry_date',
  'status',
  'source',
  'follow_up_on',
] as const;

/** The enquiries of `scope`'s branches (docs/product/branches.md §26) with the name of the plan asked about. */
const enquiries = (db: Kysely<Database>, scope: BranchScope) =>
  db
    .selectFrom('enquiries as e')
    .leftJoin('plans as p', 'p.id', 'e.plan_id')
    .where(inBranches('e.branch_id', scope))
    .select([
      'e.id',
      'e.name',
      'e.phone',
      'e.plan_id',
      'p.name as plan_name',
      'e.note',
      'e.enquiry_date',
      'e.status',
      'e.member_id',
      'e.branch_id',
      'e.source',
      'e.follow_up_on',
    ]);

const newestFirst = <Q extends ReturnType<typeof enquiries>>(query: Q) =>
  query.orderBy('e.enquiry_date', 'desc').orderBy('e.id', 'desc');

/** `?sort=` keys as SQL, each written as its index is (migrations 007 and 015). */
const SORTS: SortColumns<EnquirySort> = {
  name: byName('e.name'),
  enquiry_date: byColumn('e.enquiry_date'),
};

/** Newest first, or in the order `sort` asks for. */
const inOrder = <Q extends ReturnType<typeof enquiries>>(
  db: Db,
  query: Q,
  sort: Sort<EnquirySort> | undefined,
) => (sort ? query.orderBy(orderTerms(db, SORTS, sort, sql.ref('e.id'))) : newestFirst(query));

async function read(db: Kysely<Database>, id: number, scope: BranchScope) {
  const enquiry = await enquiries(db, scope).where('e.id', '=', id).executeTakeFirst();
  if (!enquiry) throw notFound(`Enquiry ${id} not found.`);
  return enquiry;
}

async function assertPlanExists(trx: Trx, planId: number | null) {
  if (planId === null) return;
  // Kept until the enquiry is written: a plan deleted meanwhile is waited for and found gone.
  const plan = await forKeyShare(
    trx,
    trx.selectFrom('plans').select('id').where('id', '=', planId),
  ).executeTakeFirst();
  if (!plan) throw badRequest('Please choose an existing plan');
}

export const STAYS_JOINED = 'This enquiry was converted into a member, so its status stays Joined.';

export function enquiriesRepository(db: Db) {
  return {
    list(scope: BranchScope = EVERY_BRANCH) {
      return newestFirst(enquiries(db, scope)).execute();
    },

    /** One page; `term` matches the name or, typed as a phone whole or in part, the phone (`phoneSearched`). */
    async page(
      { offset, limit, term, sort }: PageRequest<EnquirySort>,
      scope: BranchScope = EVERY_BRANCH,
    ) {
      const phone = phoneSearched(term);
      const matching = enquiries(db, scope).where((eb) =>
        !term
          ? eb.lit(true)
          : phone === null
            ? contains(db, eb.ref('e.name'), term)
            : eb.or([contains(db, eb.ref('e.name'), term), contains(db, eb.ref('e.phone'), phone)]),
      );
      const [data, { n }] = await Promise.all([
        inOrder(db, matching, sort).limit(limit).offset(offset).execute(),
        matching
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { data, total: n };
    },

    get: (id: number, scope: BranchScope = EVERY_BRANCH) => read(db, id, scope),

    /** At the branch the request acts at (actingBranch: All branches among several is refused). */
    create(actor: Actor, values: EnquiryValues, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const branch_id = await actingBranch(trx, scope);
        await assertPlanExists(trx, values.plan_id);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('enquiries')
          .values({
            ...(await freshId(trx, 'enquiries')),
            ...values,
            branch_id,
            member_id: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        // Its Follow up on day makes its Reminders task (docs/product/reminders.md §25).
        await followUpEnquiry(trx, id);
        const enquiry = await read(trx, id, EVERY_BRANCH);
        await recordActivity(trx, actor, {
          action: 'enquiry.added',
          label: values.name,
          subjectId: id,
          data: { plan: enquiry.plan_name, status: values.status },
        });
        return enquiry;
      });
    },

    update(actor: Actor, id: number, values: EnquiryValues, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        // Locked: the record's old values are the ones this edit replaces.
        const before = await forUpdate(
          trx,
          trx
            .selectFrom('enquiries')
            .select(['member_id', ...EDITED])
            .where('id', '=', id)
            .where(inBranches('branch_id', scope)),
        ).executeTakeFirst();
        if (!before) throw notFound(`Enquiry ${id} not found.`);
        if (before.member_id !== null && values.status !== 'Joined') throw badRequest(STAYS_JOINED);
        await assertPlanExists(trx, values.plan_id);
        await trx
          .updateTable('enquiries')
          .set({ ...values, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        // Its Reminders task follows a day moved or cleared, and a status that ends it.
        await followUpEnquiry(trx, id);
        await recordChanges(
          trx,
          actor,
          { action: 'enquiry.edited', label: values.name, subjectId: id },
          changesBetween(before, values, EDITED),
        );
        return read(trx, id, EVERY_BRANCH);
      });
    },

    /** Into Deleted items; answers the record of the delete. */
    remove(actor: Actor, id: number, scope: BranchScope = EVERY_BRANCH) {
      return transaction(db, async (trx) => {
        const covered = await forUpdate(
          trx,
          trx
            .selectFrom('enquiries')
            .select('id')
            .where('id', '=', id)
            .where(inBranches('branch_id', scope)),
        ).executeTakeFirst();
        if (!covered) throw notFound(`Enquiry ${id} not found.`);
        const activityId = await moveToDeleted(trx, actor, 'enquiries', id);
        if (activityId === null) throw notFound(`Enquiry ${id} not found.`);
        return activityId;
      });
    },
  };
}
