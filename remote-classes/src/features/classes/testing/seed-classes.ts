import { paths, pathTo, type ClassWeek } from '@spotter/shared';
import type { inProcessApi } from '@spotter/shared/testing';

type Api = ReturnType<typeof inProcessApi>;

/** 'YYYY-MM-DD' moved by `days`. */
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A class type (`name`, `capacity` places) on Mondays at 07:00 from next week (led by `trainer_id`,
 * if given), and its session, made
 * by reading that week as the screens do: answers the session's id and next week's Monday.
 */
export async function sessionNextWeek(
  api: Api,
  {
    name = 'Yoga',
    capacity = 2,
    trainer_id,
  }: { name?: string; capacity?: number; trainer_id?: number } = {},
) {
  const { class_type } = await api.seed<{ class_type: { id: number } }>(
    'POST',
    paths.classes.types,
    { name, duration_minutes: 60, capacity },
  );
  const { week } = await api.seed<ClassWeek>('GET', paths.classes.week);
  const monday = addDays(week, 7);
  // From next week: this week has no session of it, whatever the day and time the test runs.
  await api.seed('POST', paths.classes.slots, {
    class_type_id: class_type.id,
    weekday: 1,
    start_time: '07:00',
    from_date: monday,
    ...(trainer_id === undefined ? {} : { trainer_id }),
  });
  const next = await api.seed<ClassWeek>('GET', `${paths.classes.week}?week=${monday}`);
  return { session: next.sessions[0]!.id, monday };
}

/** Members on a year's plan who joined today, one per name: answers their ids. */
export async function membersOnAPlan(api: Api, names: string[]) {
  await api.seed('POST', paths.plans.add, { name: 'Gold', duration_days: 365, price: 1500 });
  const today = new Date().toISOString().slice(0, 10);
  const ids: number[] = [];
  for (const [i, name] of names.entries()) {
    const reply = await api.seed<{ member_id: number }>('POST', paths.members.add, {
      name,
      phone: `98765000${String(i + 10)}`,
      joining_date: today,
      status: 'Active',
      plan_id: 1,
      total_fee: 1500,
      paid_amount: 1500,
    });
    ids.push(reply.member_id);
  }
  return ids;
}

/** Books member `member_id` into `session` as the Owner. */
export const book = (api: Api, session: number, member_id: number) =>
  api.seed('POST', pathTo(paths.classes.book, { id: session }), { member_id });
