import type { Db } from '../db/database';
import type { GymDetails } from '../schemas';

/**
 * The gym's details (docs/product.md §18) as invoices, who-am-I and Settings read them: the row
 * Settings saved, else `defaultName` (GYM_NAME) with no address or phone.
 */
export async function gymDetails(db: Db, defaultName: string): Promise<GymDetails> {
  const row = await db
    .selectFrom('gym_details')
    .select(['name', 'address', 'phone'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ?? { name: defaultName, address: '', phone: '' };
}

/** Saves the gym's details (the one row, written or replaced) and answers them as stored. */
export async function saveGymDetails(
  db: Db,
  details: GymDetails,
  now: string,
): Promise<GymDetails> {
  await db
    .insertInto('gym_details')
    .values({ id: 1, ...details, updated_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...details, updated_at: now }))
    .execute();
  return details;
}
