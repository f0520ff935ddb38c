import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { readName } from '../schemas/input-rules';

/**
 * The key plan and role names are told apart by (`plans.name_key`, `roles.name_key`, each unique
 * in both databases): two names with the same key are the same name. It folds case in every
 * script, once, here, for both databases: SQL's own `lower()` folds only ASCII in SQLite and
 * follows the server's locale in PostgreSQL, so neither can be the rule.
 *
 * - Compatibility forms fold (NFKC): "Café" typed with a combining accent, "ﬁ" and full-width
 *   "ＧＯＬＤ" are "café", "fi" and "gold".
 * - Invisible characters (zero-width spaces and joiners, soft hyphens…) are left out, and runs of
 *   spaces count as one.
 * - Case folds through lower, upper, then lower case again, which reaches every letter's full
 *   upper case: "ß", "ẞ" and "SS" are all "ss"; Greek final and medial sigma are one; dotless "ı"
 *   is "i" (as "I" is) while "İ" keeps its dot ("i̇"). No language's own rules (Turkish's i):
 *   the key must not depend on the server's locale.
 * - Accents stay: "Élite" and "Elite" are two names.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

export const nameKey = (name: string) =>
  name
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .toLowerCase()
    .toUpperCase()
    .toLowerCase()
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * Text typed elsewhere (the gym's name, a line) as a name is stored and told apart: composed
 * (NFC) with its key; null when a name field would refuse it (blank, or holding direction
 * controls: readName).
 */
export function keyedName(text: string): { name: string; key: string } | null {
  const read = readName(text.trim());
  return 'name' in read && read.name !== '' ? { name: read.name, key: nameKey(read.name) } : null;
}

/** The tables whose rows are told apart by `name_key`, unique in each. */
type KeyedTable = 'plans' | 'roles' | 'branches';

/**
 * Whether a row of `table` other than `exceptId` has the name whose key is `key`: checked in the
 * write's transaction, before the unique index would refuse it with an error no one can act on.
 */
export async function nameTaken(
  trx: Transaction<Database>,
  table: KeyedTable,
  key: string,
  exceptId?: number,
): Promise<boolean> {
  let query = trx.selectFrom(table).select('id').where('name_key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
