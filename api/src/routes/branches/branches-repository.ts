import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { forUpdate, transaction } from '../../db/transaction';
import { changesBetween, recordActivity, recordChanges, type Actor } from '../../domain/activity';
import { nameKey, nameTaken } from '../../domain/name-key';
import { conflict, notFound } from '../../lib/http-errors';
import type { BranchInput } from '../../schemas';
import { inBranches } from '../../lib/branch-filter';

const COLUMNS = ['id', 'name', 'address', 'phone'] as const;
/** The branch form's fields, as an edit's record compares them. */
const EDITED = ['name', 'address', 'phone'] as const;

const normalise = (input: BranchInput) => ({
  name: input.name.trim(),
  name_key: nameKey(input.name),
  address: input.address.trim(),
  phone: input.phone,
});

/** Refuses a name another branch has, told apart by their keys as plans' are (domain/name-key.ts). */
async function assertNameFree(
  trx: Transaction<Database>,
  { name, name_key }: { name: string; name_key: string },
  exceptId?: number,
) {
  if (await nameTaken(trx, 'branches', name_key, exceptId))
    throw conflict(`A branch named ${name} already exists.`);
}

/** docs/product/branches.md §26: the gym's branches, added and edited in one transaction each with their record. */
export function branchesRepository(db: Db) {
  return {
    /** The branches an account works at (`allowed`, null: every one), by id. */
    list(allowed: readonly number[] | null) {
      return db
        .selectFrom('branches')
        .select(COLUMNS)
        .where(inBranches('id', { ids: allowed }))
        .orderBy('id')
        .execute();
    },

    create(actor: Actor, input: BranchInput) {
      const values = normalise(input);
      return transaction(db, async (trx) => {
        await assertNameFree(trx, values);
        const now = new Date().toISOString();
        const branch = await trx
          .insertInto('branches')
          .values({ ...values, created_at: now, updated_at: now })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        // What the add form said beyond the name; an empty field is not a fact.
        const facts = Object.fromEntries(
          (['address', 'phone'] as const).filter((f) => branch[f]).map((f) => [f, branch[f]]),
        );
        await recordActivity(trx, actor, {
          action: 'branch.added',
          label: branch.name,
          subjectId: branch.id,
          data: facts,
        });
        return branch;
      });
    },

    update(actor: Actor, id: number, input: BranchInput) {
      const values = normalise(input);
      return transaction(db, async (trx) => {
        // Locked: the record's old values are the ones this edit replaces.
        const before = await forUpdate(
          trx,
          trx.selectFrom('branches').select(EDITED).where('id', '=', id),
        ).executeTakeFirst();
        if (!before) throw notFound(`Branch ${id} not found.`);
        await assertNameFree(trx, values, id);
        // Edited here, branch 1 no longer takes the gym's details (domain/gym.ts).
        const branch = await trx
          .updateTable('branches')
          .set({ ...values, takes_gym_details: 0, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow();
        await recordChanges(
          trx,
          actor,
          { action: 'branch.edited', label: branch.name, subjectId: id },
          changesBetween(before, values, EDITED),
        );
        return branch;
      });
    },
  };
}
