import type { Db } from '../../db/database';
import { LISTED_IMPORT_STATES, type GymSetup } from '../../schemas';

/**
 * docs/product/dashboard.md §15: each step of setting a new gym up, done or not, from the gym's
 * own records, and whether the gym is set up. One statement of EXISTS tests, each of which stops
 * at its first row (the members' too, however many there are): no count, no kept figure needed.
 */
export async function gymSetup(db: Db): Promise<Omit<GymSetup, 'status'>> {
  const row = await db
    .selectNoFrom((eb) => {
      // Whether `query` finds a row. SQLite answers 0 or 1, PostgreSQL a boolean.
      const any = eb.exists.bind(eb);
      return [
        any(eb.selectFrom('gym_details').select('id')).as('gym_details'),
        eb
          .or([
            any(eb.selectFrom('branches').select('id').orderBy('id').limit(1).offset(1)),
            any(eb.selectFrom('branches').select('id').where('address', '!=', '')),
          ])
          .as('branches'),
        any(eb.selectFrom('plans').select('id')).as('plans'),
        any(
          eb
            .selectFrom('admins')
            .select('id')
            .where('disabled_at', 'is', null)
            .orderBy('id')
            .limit(1)
            .offset(1),
        ).as('team'),
        any(
          eb
            .selectFrom('imports')
            .select('id')
            .where('state', 'in', [...LISTED_IMPORT_STATES]),
        ).as('ran_import'),
        any(eb.selectFrom('members').select('id')).as('members'),
      ];
    })
    .executeTakeFirstOrThrow();
  const steps = {
    gym_details: Boolean(row.gym_details),
    branches: Boolean(row.branches),
    plans: Boolean(row.plans),
    team: Boolean(row.team),
    import: Boolean(row.ran_import) || Boolean(row.members),
  };
  const everyStep = Object.values(steps).every(Boolean);
  return { set_up: everyStep || (steps.plans && Boolean(row.members)), steps };
}
