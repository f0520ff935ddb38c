import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { forUpdate, transaction } from '../db/transaction';
import type { GymDetails } from '../schemas';
import { changesBetween, recordChanges, type Actor } from './activity';
import { keyedName, nameTaken } from './name-key';

const saved = (db: Db) =>
  db.selectFrom('gym_details').select(['name', 'address', 'phone']).where('id', '=', 1);

const orDefault = (row: GymDetails | undefined, defaultName: string): GymDetails =>
  row ?? { name: defaultName, address: '', phone: '' };

/** The fields branch 1 takes from the gym, as an edit of a branch records them. */
const TAKEN = ['name', 'address', 'phone'] as const;

/**
 * The gym's details (docs/product/settings-and-search.md §18) as invoices, who-am-I and Settings read them: the row
 * Settings saved, else `defaultName` (GYM_NAME) with no address or phone.
 */
export async function gymDetails(db: Db, defaultName: string): Promise<GymDetails> {
  return orDefault(await saved(db).executeTakeFirst(), defaultName);
}

/**
 * Branch 1 takes the gym's details as they are saved, until it is edited in Branches
 * (docs/product/branches.md §26, `branches.takes_gym_details`): their name (unless another branch
 * has it, or a branch could not be named so: then it keeps its own), address and phone. What
 * changed is recorded as an edit of the branch, by the account that saved the gym's details.
 */
async function branchOneTakes(
  trx: Transaction<Database>,
  actor: Actor,
  details: GymDetails,
  now: string,
) {
  // Locked: an edit of the branch at the same time either sets it apart first or follows this.
  const branch = await forUpdate(
    trx,
    trx
      .selectFrom('branches')
      .select(['name', 'name_key', 'address', 'phone'])
      .where('id', '=', 1)
      .where('takes_gym_details', '=', 1),
  ).executeTakeFirst();
  if (!branch) return;
  const named = keyedName(details.name);
  const { name, key } =
    named && !(await nameTaken(trx, 'branches', named.key, 1))
      ? named
      : { name: branch.name, key: branch.name_key };
  const after = { name, address: details.address, phone: details.phone };
  const changes = changesBetween(branch, after, TAKEN);
  if (Object.keys(changes).length === 0) return;
  await trx
    .updateTable('branches')
    .set({ ...after, name_key: key, updated_at: now })
    .where('id', '=', 1)
    .execute();
  await recordChanges(trx, actor, { action: 'branch.edited', label: name, subjectId: 1 }, changes);
}

/**
 * Saves the gym's details (the one row, written or replaced) and answers them as stored; what
 * changed from the details shown before (`defaultName` while none were saved) is recorded. Branch
 * 1 takes them while it follows the gym (branchOneTakes).
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
    await branchOneTakes(trx, actor, details, now);
  });
  return details;
}
