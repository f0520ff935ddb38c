import { leaveOut } from '../lib/leave-out';
import { MONEY_FIELDS, REVENUE_FIELDS, type BuiltInRoleName } from '../schemas';
import { TABLE_COLUMNS, tableAllows } from '../testing/role-table';
import { seedGym } from '../testing/seeded-gym';
import { useSignedInApp } from '../testing/signed-in-app';
import { signedInAs } from '../testing/team';

const MONEY = new Set<string>(MONEY_FIELDS);
const MONEY_CARDS = 'dashboard: money cards (Collected this month, Outstanding dues)';
const QUEUE = 'pending, expired: record a payment, renew';

/**
 * The issue: "a Trainer gets no fee, paid, due or amount fields anywhere; Front desk and Trainer
 * get no revenue figures from the dashboard". The route walk checks that no answer holds them
 * (every-route-for-every-role.test.ts); here, that nothing else is lost with them.
 */
describe('money and revenue left out of the answers', () => {
  const gym = useSignedInApp({}, 'all');
  const cookies = {} as Record<BuiltInRoleName, string>;
  beforeAll(async () => {
    await seedGym(gym.app, gym.cookie);
    // Two members expiring in 4 days, one owing: the bell (the planner's reminders due today,
    // domain/reminders) lists both a week before their expiry, and the dues of the one who owes.
    for (const [name, paid] of [
      ['Soon Owing', '500'],
      ['Soon Paid', '1500'],
    ] as const)
      await gym.dues.join(1, 26, {
        name,
        phone: `+91990000${paid.padStart(4, '0')}`,
        fee: '1500',
        paid,
        due: '',
      });
    for (const role of TABLE_COLUMNS)
      cookies[role] = (await signedInAs(gym.app, gym.cookie, role)).cookie;
  });
  const as = async (role: BuiltInRoleName, url: string) => {
    const response = await gym.get(url, { cookie: cookies[role] });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it.each(TABLE_COLUMNS)('%s sees the revenue cards only as the table says', async (role) => {
    const { collected_this_month, outstanding, reminders_due_today, ...rest } = await as(
      'Owner',
      '/dashboard/summary',
    );
    expect(collected_this_month).toBeGreaterThan(0);
    expect(outstanding.amount).toBeGreaterThan(0);
    const summary = await as(role, '/dashboard/summary');
    // The Reminders card goes with the queue (payments.record), not with the money cards.
    const reminders = tableAllows(QUEUE, role) ? { reminders_due_today } : {};
    expect(summary).toEqual(
      tableAllows(MONEY_CARDS, role)
        ? { ...rest, ...reminders, collected_this_month, outstanding }
        : { ...rest, ...reminders },
    );
    for (const field of REVENUE_FIELDS)
      expect(field in summary).toBe(tableAllows(MONEY_CARDS, role));
  });

  it.each([
    ['streamed whole', '/members/view_members'],
    ['paged', '/members/view_members?page=1&page_size=50'],
    ['searched', '/members/view_members?page=1&page_size=5&q=verma'],
  ])('a Trainer’s members list, %s, is the Owner’s without its money', async (_, url) => {
    const owners = await as('Owner', url);
    expect(JSON.stringify(owners)).toContain('"due_amount":');
    expect(await as('Trainer', url)).toEqual(leaveOut(owners, MONEY));
    // Front desk may see money: the whole list.
    expect(await as('Front desk', url)).toEqual(owners);
  });

  it('a Trainer’s member is the Owner’s without its fee and due', async () => {
    const owners = await as('Owner', '/members/update_member/1');
    expect(owners).toMatchObject({ total_fee: 12000, due_amount: expect.any(Number) });
    expect(await as('Trainer', '/members/update_member/1')).toEqual(leaveOut(owners, MONEY));
  });

  it('a Trainer’s bell lists only the expiry reminders (the others name amounts)', async () => {
    const owners = await as('Owner', '/dashboard/notifications');
    const expiring = owners.data.filter((item: { kind: string }) => item.kind === 'expiry');
    // The Owner's lists both: reminders of expiries, and of dues.
    expect(expiring.length).toBeGreaterThan(0);
    expect(owners.data.length).toBeGreaterThan(expiring.length);
    expect(await as('Trainer', '/dashboard/notifications')).toEqual({
      total: expiring.length,
      data: expiring,
    });
    expect(await as('Front desk', '/dashboard/notifications')).toEqual(owners);
  });
});
