import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import {
  accountName,
  asActor,
  changesBetween,
  recordActivity,
  type ActivityEntry,
  type Change,
} from '../../domain/activity';
import type { SessionAdmin } from '../../domain/sessions';
import type { Role, TeamAccount } from '../../schemas';

/*
 * How the team's writes read in the activity trail (docs/product/activity.md §23): accounts by their full
 * name, roles by name, and a role given as its name, which stays readable if the role is deleted.
 * Passwords, temporary or not, are never part of a record.
 */

/** Records a team write, made by the signed-in account `admin`. */
export const record = (trx: Transaction<Database>, admin: SessionAdmin, entry: ActivityEntry) =>
  recordActivity(trx, asActor(admin), entry);

type Named = Pick<TeamAccount, 'id' | 'full_name' | 'username'>;

/** An account as the team's records name it. */
export const accountLabel = (account: Named) => ({
  label: accountName(account.full_name, account.username),
  subjectId: account.id,
});

/** What an edit changed of an account: its full name, its role (by name), its trainer or staff record. */
export const accountChanges = (before: TeamAccount, after: TeamAccount) =>
  changesBetween(before, after, ['full_name', 'role', 'staff_name']);

/** What an edit changed of a role: its name, its permissions (in any order). */
export function roleChanges(before: Role, name: string, permissions: readonly string[]) {
  const changes = changesBetween(before, { name }, ['name']);
  const sorted = (list: readonly string[]) => JSON.stringify([...list].sort());
  if (sorted(before.permissions) !== sorted(permissions)) {
    const change: Change = [before.permissions, permissions];
    changes.permissions = change;
  }
  return changes;
}
