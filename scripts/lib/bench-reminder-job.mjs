// `pnpm bench:api`'s reminder section: the planner's daily pass over every member (docs/product/reminders.md
// §25), timed on each seeded gym beside its running API. The API has planned them already when it
// started, so each measurement first empties reminder_tasks: the pass then creates every task, as
// on the first day. A second pass must create nothing, and two passes at once (two connections,
// as two API instances would) must together create each task exactly once. Target: < 10 s at
// 100,000 members.
import { requireFromApi } from './setup.mjs';

const TARGET_SECONDS = 10;

async function timed(work) {
  const start = performance.now();
  const result = await work();
  return { ...result, seconds: (performance.now() - start) / 1000 };
}

const taskCount = async (db) =>
  Number(
    (
      await db
        .selectFrom('reminder_tasks')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** One gym: the first pass, the second, and two at once; the tasks they leave. */
async function measure(api, { openDatabase, planReminders, today }) {
  const config = { dataDir: api.dataDir, databaseUrl: api.databaseUrl, databasePoolSize: 4 };
  // Two connections on PostgreSQL, as two API instances; SQLite has one instance by design, whose
  // one writer takes the two passes in turn.
  const one = await openDatabase(config);
  const two = api.databaseUrl ? await openDatabase(config) : one;
  try {
    const day = today();
    await one.db.deleteFrom('reminder_tasks').execute();
    const first = await timed(() => planReminders(one.db, day));
    const second = await timed(() => planReminders(one.db, day));
    const tasks = await taskCount(one.db);
    await one.db.deleteFrom('reminder_tasks').execute();
    const both = await timed(async () => {
      const runs = await Promise.all([planReminders(one.db, day), planReminders(two.db, day)]);
      return { created: runs[0].created + runs[1].created };
    });
    return { first, second, both, tasks, afterBoth: await taskCount(one.db) };
  } finally {
    await Promise.all([...new Set([one, two])].map((opened) => opened.close()));
  }
}

export async function benchReminderJob(apis) {
  const api = {
    openDatabase: requireFromApi('./dist/db/database.js').openDatabase,
    planReminders: requireFromApi('./dist/domain/reminders/index.js').planReminders,
    today: requireFromApi('./dist/domain/dates.js').today,
  };
  console.log('\nReminder planner: the daily pass over every member (s; tasks created)');
  console.log(
    `  ${'database'.padEnd(12)}${'members'.padStart(9)}${'first pass'.padStart(22)}${'second pass'.padStart(20)}${'two at once'.padStart(22)}   duplicates`,
  );
  let met = true;
  for (const gym of apis) {
    const { first, second, both, tasks, afterBoth } = await measure(gym, api);
    if (first.seconds >= TARGET_SECONDS) met = false;
    const pass = ({ seconds, created }) =>
      `${seconds.toFixed(2).padStart(7)} s ${created.toLocaleString('en-US').padStart(9)}`;
    console.log(
      `  ${gym.database.padEnd(12)}${gym.members.toLocaleString('en-US').padStart(9)}  ${pass(first).padStart(20)}  ${pass(second).padStart(18)}  ${pass(both).padStart(20)}   ${afterBoth - tasks === 0 && both.created === tasks ? 'none' : `${afterBoth - tasks} extra, ${both.created} created`}`,
    );
  }
  console.log(
    `\n  The first pass ${met ? 'is' : 'is NOT'} under ${TARGET_SECONDS} s on every database and size.`,
  );
}
