import type { Db } from '../db/database';
import { forUpdate, transaction } from '../db/transaction';
import type { GymDetails } from '../schemas';
import { changesBetween, recordChanges, type Actor } from './activity';

const saved = (db: Db) =>
  db.selectFrom('gym_details').select(['name', 'address', 'phone']).where('id', '=', 1);

const orDefault = (row: GymDetails | undefined, defaultName: string): GymDetails =>
  row ?? { name: defaultName, address: '', phone: '' };

/**
 * The gym's details (docs/product/settings-and-search.md §18) as invoices, who-am-I and Settings read them: the row
 * Settings saved, else `defaultName` (GYM_NAME) with no address or phone.
 */
export async function gymDetails(db: Db, defaultName: string): Promise<GymDetails> {
  return orDefault(await saved(db).executeTakeFirst(), defaultName);
}

/**
 * Saves the gym's details (the one row, written or replaced) and answers them as stored; what
 * changed from the details shown before (`defaultName` while none were saved) is recorded.
 */
export async function saveGymDetails(
  db: Db,
  actor: Actor,
  details: GymDetails,
  defaultName: string,
  now: string,
): Promise<GymDetails> {
  await transaction(db, async (trx) => {
    // Locked (once saved): of two saves at once, the second records what the first saved.
    const before = orDefault(await forUpdate(trx, saved(trx)).executeTakeFirst(), defaultName);
    await trx
      .insertInto('gym_details')
      .values({ id: 1, ...details, updated_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ ...details, updated_at: now }))
      .execute();
    await recordChanges(
      trx,
      actor,
      { action: 'gym.edited', label: details.name },
      changesBetween(before, details, ['name', 'address', 'phone']),
    );
  });
  return details;
}
