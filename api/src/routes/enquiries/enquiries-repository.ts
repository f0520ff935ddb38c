import { sql, type Kysely, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { forKeyShare, forUpdate, transaction } from '../../db/transaction';
import type { Database } from '../../db/schema';
import { changesBetween, recordActivity, recordChanges, type Actor } from '../../domain/activity';
import { badRequest, notFound } from '../../lib/http-errors';
import { contains, type PageRequest } from '../../lib/list-query';
import { byColumn, byName, orderTerms, type Sort, type SortColumns } from '../../lib/list-sort';
import type { EnquirySort } from '../../schemas';
import type { EnquiryValues } from './enquiry-input';
import { freshId, moveToDeleted } from '../../domain/trash';

type Trx = Transaction<Database>;

/** The enquiry form's fields, as an edit's record compares them. */
const EDITED = ['name', 'phone', 'plan_id', 'note', 'enquiry_date', 'status'] as const;

/** Enquiries with the name of the plan asked about, newest first. */
const enquiries = (db: Kysely<Database>) =>
  db
    .selectFrom('enquiries as e')
    .leftJoin('plans as p', 'p.id', 'e.plan_id')
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

async function read(db: Kysely<Database>, id: number) {
  const enquiry = await enquiries(db).where('e.id', '=', id).executeTakeFirst();
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
    list() {
      return newestFirst(enquiries(db)).execute();
    },

    /** One page; `term` matches the name or the phone (spaces and dashes typed in it ignored). */
    async page({ offset, limit, term, sort }: PageRequest<EnquirySort>) {
      const digits = term.replace(/[\s-]/g, '');
      const matching = enquiries(db).where((eb) =>
        term
          ? eb.or([contains(db, eb.ref('e.name'), term), contains(db, eb.ref('e.phone'), digits)])
          : eb.lit(true),
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

    get: (id: number) => read(db, id),

    create(actor: Actor, values: EnquiryValues) {
      return transaction(db, async (trx) => {
        await assertPlanExists(trx, values.plan_id);
        const now = new Date().toISOString();
        const { id } = await trx
          .insertInto('enquiries')
          .values({
            ...(await freshId(trx, 'enquiries')),
            ...values,
            member_id: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const enquiry = await read(trx, id);
        await recordActivity(trx, actor, {
          action: 'enquiry.added',
          label: values.name,
          subjectId: id,
          data: { plan: enquiry.plan_name, status: values.status },
        });
        return enquiry;
      });
    },

    update(actor: Actor, id: number, values: EnquiryValues) {
      return transaction(db, async (trx) => {
        // Locked: the record's old values are the ones this edit replaces.
        const before = await forUpdate(
          trx,
          trx
            .selectFrom('enquiries')
            .select(['member_id', ...EDITED])
            .where('id', '=', id),
        ).executeTakeFirst();
        if (!before) throw notFound(`Enquiry ${id} not found.`);
        if (before.member_id !== null && values.status !== 'Joined') throw badRequest(STAYS_JOINED);
        await assertPlanExists(trx, values.plan_id);
        await trx
          .updateTable('enquiries')
          .set({ ...values, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await recordChanges(
          trx,
          actor,
          { action: 'enquiry.edited', label: values.name, subjectId: id },
          changesBetween(before, values, EDITED),
        );
        return read(trx, id);
      });
    },

    /** Into Deleted items; answers the record of the delete. */
    remove(actor: Actor, id: number) {
      return transaction(db, async (trx) => {
        const activityId = await moveToDeleted(trx, actor, 'enquiries', id);
        if (activityId === null) throw notFound(`Enquiry ${id} not found.`);
        return activityId;
      });
    },
  };
}
