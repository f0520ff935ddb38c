import type { Selectable } from 'kysely';
import { forKeyShare, forUpdate } from '../../db/transaction';
import type {
  PlanBranchPricesTable,
  PlansTable,
  StaffPicturesTable,
  TrainersStaffTable,
} from '../../db/schema';
import { conflict } from '../../lib/http-errors';
import { nameKey } from '../name-key';
import {
  enquiriesNaming,
  PLAN_LINK,
  relinkEnquiries,
  type NamedByEnquiries,
} from './enquiry-links';
import { refuseIdTaken, type TrashKind } from './items';

/**
 * A deleted plan keeps its row, the ids of the enquiries that asked about it, its prices per
 * branch (none in items deleted before migration 033) and the class types it includes when its
 * classes are chosen ones (none kept before they could be chosen).
 */
export interface PlanPayload extends NamedByEnquiries {
  row: Selectable<PlansTable>;
  branch_prices?: Selectable<PlanBranchPricesTable>[];
  class_type_ids?: number[];
}

export const plans: TrashKind<PlanPayload> = {
  table: 'plans',
  async take(trx, id) {
    // Locked: an edit at the same time lands before the row is kept, or finds it gone.
    const row = await forUpdate(
      trx,
      trx.selectFrom('plans').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!row) return null;
    const enquiries = await enquiriesNaming(trx, PLAN_LINK, id);
    const branch_prices = await trx
      .selectFrom('plan_branch_prices')
      .selectAll()
      .where('plan_id', '=', id)
      .orderBy('branch_id')
      .execute();
    const class_type_ids = (
      await trx
        .selectFrom('plan_class_types')
        .select('class_type_id')
        .where('plan_id', '=', id)
        .orderBy('class_type_id')
        .execute()
    ).map((type) => type.class_type_id);
    // The enquiries forget the plan (ON DELETE SET NULL) until it is restored; its prices and
    // class types go with it.
    await trx.deleteFrom('plans').where('id', '=', id).execute();
    return { label: row.name, payload: { row, enquiries, branch_prices, class_type_ids } };
  },
  async put(trx, id, { row, enquiries, branch_prices = [], class_type_ids = [] }) {
    await refuseIdTaken(trx, 'plans', id, row.name);
    // Keyed afresh: a plan deleted before migration 021 kept no key, and the rule may have changed.
    const name_key = nameKey(row.name);
    const namesake = await trx
      .selectFrom('plans')
      .select('id')
      .where('name_key', '=', name_key)
      .executeTakeFirst();
    if (namesake)
      throw conflict(
        `A plan named "${row.name}" has been added since. Rename that plan, then restore this one.`,
      );
    await trx
      .insertInto('plans')
      .values({ ...row, name_key })
      .execute();
    // Branches are never deleted, so each price finds its branch again.
    if (branch_prices.length > 0)
      await trx.insertInto('plan_branch_prices').values(branch_prices).execute();
    // Class types may have been deleted since: the plan includes those still there.
    const types =
      class_type_ids.length === 0
        ? []
        : await forKeyShare(
            trx,
            trx.selectFrom('class_types').select('id').where('id', 'in', class_type_ids),
          ).execute();
    if (types.length > 0)
      await trx
        .insertInto('plan_class_types')
        .values(types.map((type) => ({ plan_id: id, class_type_id: type.id })))
        .execute();
    await relinkEnquiries(trx, PLAN_LINK, id, enquiries);
  },
};

/** A deleted trainer or staff member keeps their row and their picture (its bytes in base64). */
export interface StaffPayload {
  row: Selectable<TrainersStaffTable>;
  picture: (Omit<Selectable<StaffPicturesTable>, 'staff_id' | 'bytes'> & { bytes: string }) | null;
}

export const staff: TrashKind<StaffPayload> = {
  table: 'trainers_staff',
  async take(trx, id) {
    // Locked: an edit or a second delete at the same time waits, then finds it kept or gone.
    const row = await forUpdate(
      trx,
      trx.selectFrom('trainers_staff').selectAll().where('id', '=', id),
    ).executeTakeFirst();
    if (!row) return null;
    const picture = await trx
      .selectFrom('staff_pictures')
      .select(['version', 'content_type', 'bytes'])
      .where('staff_id', '=', id)
      .executeTakeFirst();
    // The picture goes with the row (ON DELETE CASCADE).
    await trx.deleteFrom('trainers_staff').where('id', '=', id).execute();
    return {
      label: row.name,
      payload: {
        row,
        picture: picture
          ? { ...picture, bytes: Buffer.from(picture.bytes).toString('base64') }
          : null,
      },
    };
  },
  async put(trx, id, { row, picture }) {
    await refuseIdTaken(trx, 'trainers_staff', id, row.name);
    await trx.insertInto('trainers_staff').values(row).execute();
    // The same version: a browser that kept the picture by its URL may keep it.
    if (picture)
      await trx
        .insertInto('staff_pictures')
        .values({ staff_id: id, ...picture, bytes: Buffer.from(picture.bytes, 'base64') })
        .execute();
  },
};
