import type BetterSqlite3 from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { keyedName, nameKey } from '../domain/name-key';
import { readPhone } from '../schemas/input-rules';

/**
 * What a migration needs done that SQL cannot do, run by db/migrate.ts right after that file, in
 * its transaction: the migration and its step are applied together or not at all.
 */
export interface MigrationStep {
  sqlite(sqlite: BetterSqlite3.Database): void;
  postgres<DB>(trx: Kysely<DB>): Promise<void>;
}

/** The tables whose `name` is a person's or a plan's name as typed (schemas/common.ts's Name). */
const NAMED = ['plans', 'members', 'trainers_staff', 'enquiries'] as const;
type NamedTable = (typeof NAMED)[number];
interface Named {
  id: number;
  name: string;
}

// A character no name holds (names are one line without control characters): a key made unique
// with it cannot be any name's own key.
const APART = '\u001F';

/**
 * Each row's key (nameKey). Rows the old rule let in twice (told apart only by a case it did not
 * fold) keep their names; the later one gets a key of its own, so both stay until an owner
 * renames one.
 */
function keysApart(rows: Named[]) {
  const taken = new Set<string>();
  return [...rows]
    .sort((a, b) => a.id - b.id)
    .map(({ id, name }) => {
      const folded = nameKey(name);
      const key = taken.has(folded) ? `${folded}${APART}${id}` : folded;
      taken.add(key);
      return { id, key };
    });
}

/**
 * 021's writes, from the rows it reads: the names not yet stored composed (NFC), and every plan's
 * key.
 */
export function namesAndKeys(rows: Record<NamedTable, Named[]>) {
  const names = NAMED.flatMap((table) =>
    rows[table]
      .filter(({ name }) => name !== name.normalize('NFC'))
      .map(({ id, name }) => ({ table, id, name: name.normalize('NFC') })),
  );
  return { names, keys: keysApart(rows.plans) };
}

// 012's CHECK on roles.name, in characters (code points) as the databases count them.
const ROLE_NAME_MAX = 50;

/**
 * 022's writes: every role's key, the built-in ones first (rows 1–5 keep theirs plain), and the
 * names not yet stored composed, but for one that would no longer fit the column composed (a few
 * characters, such as U+0958, compose into two): it keeps its form, its key being the same.
 */
export function roleNamesAndKeys(roles: Named[]) {
  const names = roles
    .map(({ id, name }) => ({ id, name: name.normalize('NFC'), was: name }))
    .filter(({ name, was }) => name !== was && [...name].length <= ROLE_NAME_MAX)
    .map(({ id, name }) => ({ id, name }));
  return { names, keys: keysApart(roles) };
}

const namesAndPlanKeys: MigrationStep = {
  sqlite(sqlite) {
    const read = (table: NamedTable) =>
      sqlite.prepare(`SELECT id, name FROM ${table}`).all() as Named[];
    const { names, keys } = namesAndKeys({
      plans: read('plans'),
      members: read('members'),
      trainers_staff: read('trainers_staff'),
      enquiries: read('enquiries'),
    });
    const setKey = sqlite.prepare('UPDATE plans SET name_key = ? WHERE id = ?');
    for (const { id, key } of keys) setKey.run(key, id);
    for (const { table, id, name } of names)
      sqlite.prepare(`UPDATE ${table} SET name = ? WHERE id = ?`).run(name, id);
  },
  async postgres(trx) {
    const read = async (table: NamedTable) =>
      (await sql<Named>`SELECT id, name FROM ${sql.table(table)}`.execute(trx)).rows;
    const { names, keys } = namesAndKeys({
      plans: await read('plans'),
      members: await read('members'),
      trainers_staff: await read('trainers_staff'),
      enquiries: await read('enquiries'),
    });
    // Keys first: from 021 on, no plan row may be written without one.
    for (const { id, key } of keys)
      await sql`UPDATE plans SET name_key = ${key} WHERE id = ${id}`.execute(trx);
    for (const { table, id, name } of names)
      await sql`UPDATE ${sql.table(table)} SET name = ${name} WHERE id = ${id}`.execute(trx);
  },
};

const roleKeys: MigrationStep = {
  sqlite(sqlite) {
    const { names, keys } = roleNamesAndKeys(
      sqlite.prepare('SELECT id, name FROM roles').all() as Named[],
    );
    const setKey = sqlite.prepare('UPDATE roles SET name_key = ? WHERE id = ?');
    for (const { id, key } of keys) setKey.run(key, id);
    const setName = sqlite.prepare('UPDATE roles SET name = ? WHERE id = ?');
    for (const { id, name } of names) setName.run(name, id);
  },
  async postgres(trx) {
    const { names, keys } = roleNamesAndKeys(
      (await sql<Named>`SELECT id, name FROM roles`.execute(trx)).rows,
    );
    // Keys first: from 022 on, no role row may be written without one.
    for (const { id, key } of keys)
      await sql`UPDATE roles SET name_key = ${key} WHERE id = ${id}`.execute(trx);
    for (const { id, name } of names)
      await sql`UPDATE roles SET name = ${name} WHERE id = ${id}`.execute(trx);
  },
};

/** 025's branch 1, the gym as it was: keyed by its name (a key only TypeScript folds). */
const branchKeys: MigrationStep = {
  sqlite(sqlite) {
    const branches = sqlite.prepare('SELECT id, name FROM branches').all() as Named[];
    const setKey = sqlite.prepare('UPDATE branches SET name_key = ? WHERE id = ?');
    for (const { id, name } of branches) setKey.run(nameKey(name), id);
  },
  async postgres(trx) {
    const { rows } = await sql<Named>`SELECT id, name FROM branches`.execute(trx);
    for (const { id, name } of rows)
      await sql`UPDATE branches SET name_key = ${nameKey(name)} WHERE id = ${id}`.execute(trx);
  },
};

/** The columns holding a phone typed in a form (invoices keep the phone they were issued with). */
const PHONES = [
  'members',
  'enquiries',
  'trainers_staff',
  'branches',
  'gym_details',
  'admins',
  'deleted_items',
] as const;
interface Phoned {
  id: number;
  phone: string | null;
}

/**
 * 038's writes: each stored phone that the one phone rule reads otherwise ("+91 98220 11223",
 * "+919822011223" → "9822011223"), so that searches, the importer and a deleted member's taken
 * phone meet the same text. Text that is no phone by the rule stays as it is.
 */
export function phonesRead(rows: Phoned[]) {
  return rows.flatMap(({ id, phone }) => {
    const read = phone === null ? null : readPhone(phone);
    return read === null || read === phone ? [] : [{ id, phone: read }];
  });
}

const phonesReadOnce: MigrationStep = {
  sqlite(sqlite) {
    for (const table of PHONES) {
      const rows = sqlite.prepare(`SELECT id, phone FROM ${table}`).all() as Phoned[];
      const set = sqlite.prepare(`UPDATE ${table} SET phone = ? WHERE id = ?`);
      for (const { id, phone } of phonesRead(rows)) set.run(phone, id);
    }
  },
  async postgres(trx) {
    for (const table of PHONES) {
      const { rows } = await sql<Phoned>`SELECT id, phone FROM ${sql.table(table)}`.execute(trx);
      for (const { id, phone } of phonesRead(rows))
        await sql`UPDATE ${sql.table(table)} SET phone = ${phone} WHERE id = ${id}`.execute(trx);
    }
  },
};

interface BranchOne {
  name: string;
  name_key: string;
  address: string;
  phone: string;
}
interface SavedGym {
  name: string;
  address: string;
  phone: string;
}

/**
 * 045's writes: the details Settings saved (`gym`, none when never saved) for a branch 1 that now
 * takes them (`branch`, none when it does not), as a save of the gym's details gives them
 * (domain/gym.ts): its name unless another branch has it (`taken`, the other branches' keys) or
 * it could not be a branch's, its address and phone. Null when there is nothing to write.
 */
export function branchOneFromSavedGym(
  branch: BranchOne | undefined,
  gym: SavedGym | undefined,
  taken: readonly string[],
): BranchOne | null {
  if (!branch || !gym) return null;
  const named = keyedName(gym.name);
  const { name, key } =
    named && !taken.includes(named.key) ? named : { name: branch.name, key: branch.name_key };
  const next = { name, name_key: key, address: gym.address, phone: gym.phone };
  const same = (Object.keys(next) as (keyof BranchOne)[]).every((f) => next[f] === branch[f]);
  return same ? null : next;
}

const BRANCH_ONE = `SELECT name, name_key, address, phone FROM branches
  WHERE id = 1 AND takes_gym_details = 1`;
const SAVED_GYM = 'SELECT name, address, phone FROM gym_details WHERE id = 1';
const OTHER_KEYS = 'SELECT name_key FROM branches WHERE id <> 1';

const branchOneTakesSavedGym: MigrationStep = {
  sqlite(sqlite) {
    const next = branchOneFromSavedGym(
      sqlite.prepare(BRANCH_ONE).get() as BranchOne | undefined,
      sqlite.prepare(SAVED_GYM).get() as SavedGym | undefined,
      (sqlite.prepare(OTHER_KEYS).all() as { name_key: string }[]).map((row) => row.name_key),
    );
    if (next)
      sqlite
        .prepare('UPDATE branches SET name = ?, name_key = ?, address = ?, phone = ? WHERE id = 1')
        .run(next.name, next.name_key, next.address, next.phone);
  },
  async postgres(trx) {
    const [branch] = (await sql.raw<BranchOne>(BRANCH_ONE).execute(trx)).rows;
    const [gym] = (await sql.raw<SavedGym>(SAVED_GYM).execute(trx)).rows;
    const taken = (await sql.raw<{ name_key: string }>(OTHER_KEYS).execute(trx)).rows;
    const next = branchOneFromSavedGym(
      branch,
      gym,
      taken.map((row) => row.name_key),
    );
    if (next)
      await sql`UPDATE branches SET name = ${next.name}, name_key = ${next.name_key},
        address = ${next.address}, phone = ${next.phone} WHERE id = 1`.execute(trx);
  },
};

/** Each step under the migration file it follows. */
export const MIGRATION_STEPS: Record<string, MigrationStep> = {
  '021-names-and-plan-keys.sql': namesAndPlanKeys,
  '022-role-name-keys.sql': roleKeys,
  '025-branches.sql': branchKeys,
  '038-phones-read-once.ts': phonesReadOnce,
  '045-branch-one-takes-gym-details.ts': branchOneTakesSavedGym,
};
