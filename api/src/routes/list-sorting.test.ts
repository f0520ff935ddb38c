import { addDays, today } from '../domain/dates';
import { memberForm } from '../testing/members-client';
import { useSignedInApp, type SignedInApp } from '../testing/signed-in-app';
import { trainer } from '../testing/staff-client';
import { signedInAs } from '../testing/team';

type Row = Record<string, unknown>;
type Value = string | number | null;

/** A paged list's `?sort=` keys, how to read each off a row, and the row's id (its tiebreak). */
interface SortedList {
  url: string;
  /** Besides page, page_size and sort. */
  query?: string;
  keys: Record<string, (row: Row) => Value>;
  id: (row: Row) => Value;
}

const text = (field: string) => (row: Row) => String(row[field]).toLowerCase();
const value = (field: string) => (row: Row) => row[field] as Value;
const byId = value('id');

const LISTS: Record<string, SortedList> = {
  members: {
    url: '/members/view_members',
    keys: {
      name: text('name'),
      due_amount: value('due_amount'),
      leave_date: value('leave_date'),
      rejoin_date: value('rejoin_date'),
      expire_date: value('expire_date'),
    },
    id: byId,
  },
  enquiries: {
    url: '/enquiries/view_enquiries',
    keys: { name: text('name'), enquiry_date: value('enquiry_date') },
    id: byId,
  },
  staff: { url: '/members/view_all_trainers_staff', keys: { user: text('user') }, id: byId },
  plans: {
    url: '/members/view_plans',
    keys: { name: text('name'), price: value('price'), duration_days: value('duration_days') },
    id: byId,
  },
  pending: {
    url: '/payments/pending_members',
    keys: {
      name: text('name'),
      total_fee: value('total_fee'),
      paid_amount: value('paid_amount'),
      due_amount: value('due_amount'),
    },
    id: byId,
  },
  expired: {
    url: '/members/expired_members',
    keys: { name: text('name'), expire_date: value('expire_date') },
    id: byId,
  },
  invoices: {
    url: '/payments/all_invoices',
    keys: {
      invoice_number: value('invoice_number'),
      member: text('member'),
      date: value('date'),
      total_amount: value('total_amount'),
      paid_amount: value('paid_amount'),
      due_amount: value('due_amount'),
    },
    // Invoices are numbered in the order of their ids (the answer leaves the id out).
    id: value('invoice_number'),
  },
  attendance: {
    url: '/attendance/records',
    keys: { name: text('name'), check_in: value('check_in'), check_out: value('check_out') },
    id: byId,
  },
};

/** SQLite's order, which both databases follow: null is the smallest value. */
const compare = (a: Value, b: Value) =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1;

/** What a correct `?sort=` answers: by the key, ties by id, both the same way. */
function reference(rows: Row[], list: SortedList, key: string, desc: boolean) {
  const read = list.keys[key]!;
  const sign = desc ? -1 : 1;
  return [...rows].sort(
    (a, b) => sign * (compare(read(a), read(b)) || compare(list.id(a), list.id(b))),
  );
}

const NAMES = ['Meera', 'asha', 'Ravi', 'ASHA', 'kabir', 'Zoya', 'bala', 'Asha'];
const PAID = ['0', '500', '500', '1500', '200', '0', '1000', '500'];

/** Members with names alike but for case, equal dues, some leave dates, some expired, a few in today. */
async function seed(ctx: SignedInApp) {
  const plans = [
    await ctx.members.addPlan('Gold', 30, 1500),
    await ctx.members.addPlan('silver', 90, 1500),
    await ctx.members.addPlan('Trial', 1, 900),
  ];
  const members: number[] = [];
  for (const [i, name] of NAMES.entries()) {
    const recent = i % 2 === 0;
    const response = await ctx.members.add({
      ...memberForm,
      name: `${name} ${i % 3}`,
      phone: `+91981234560${i}`,
      plan: String(plans[i % 2]),
      joining_day: recent ? addDays(today(), -i) : `2026-0${1 + (i % 3)}-10`,
      fee: '1500',
      paid: PAID[i]!,
      due: '',
      leave: i === 3 || i === 5 ? '2026-03-01' : '',
      rejoin: i === 5 ? '2026-03-20' : '',
    });
    expect(response.statusCode).toBe(201);
    members.push(response.json().member_id);
  }
  for (const [i, name] of ['Kiran', 'anil', 'Kiran', 'Bela', 'ANIL'].entries())
    await ctx.enquiries.add({
      name,
      phone: `+91981112223${i}`,
      enquiry_date: `2026-03-0${1 + (i % 2)}`,
    });
  for (const [i, name] of ['Ravi Kumar', 'asha Rao', 'Meera', 'Asha rao'].entries())
    await ctx.staff.add({ ...trainer, name, phone: `+91980000000${i}`, email: `p${i}@x.com` });
  // Three members in today (the recent, active ones), one of them already out.
  const checkIns: number[] = [];
  for (const id of [members[0], members[2], members[4]]) {
    const response = await ctx.send('POST', '/attendance/check_in', { member_id: id });
    expect(response.statusCode).toBe(201);
    checkIns.push(response.json().record.id);
  }
  await ctx.send('POST', `/attendance/check_out/${checkIns[1]}`);
}

describe('sorted lists (?sort=)', () => {
  const ctx = useSignedInApp({}, 'all');
  beforeAll(() => seed(ctx));

  const rowsOf = async (list: SortedList, query: string) => {
    const response = await ctx.get(`${list.url}?${list.query ?? ''}${query}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Row[]; total: number }).data;
  };

  const cases = Object.entries(LISTS).flatMap(([name, list]) =>
    Object.keys(list.keys).flatMap((key) => [
      [name, key, list] as const,
      [name, `-${key}`, list] as const,
    ]),
  );

  it.each(cases)(
    'the %s list in the order of %s, ties by id, the same across pages',
    async (_name, sort, list) => {
      const all = await rowsOf(list, 'page=1&page_size=100');
      expect(all.length).toBeGreaterThan(1);
      const desc = sort.startsWith('-');
      const expected = reference(all, list, desc ? sort.slice(1) : sort, desc);
      expect(await rowsOf(list, `page=1&page_size=100&sort=${sort}`)).toEqual(expected);
      const pages: Row[] = [];
      for (let page = 1; pages.length < all.length; page += 1)
        pages.push(...(await rowsOf(list, `page=${page}&page_size=2&sort=${sort}`)));
      expect(pages).toEqual(expected);
    },
  );

  it('sorts the matches of a search, and keeps the default order without a sort', async () => {
    const members = LISTS.members!;
    const found = await rowsOf(members, 'page=1&page_size=100&q=asha');
    expect(found.map((row) => row.name)).toEqual(['Asha 1', 'ASHA 0', 'asha 1']);
    expect(await rowsOf(members, 'page=1&page_size=100&q=asha&sort=-name')).toEqual(
      reference(found, members, 'name', true),
    );
    const invoices = LISTS.invoices!;
    const named = await rowsOf(invoices, 'page=1&page_size=100&q=asha');
    expect(await rowsOf(invoices, 'page=1&page_size=100&q=asha&sort=total_amount')).toEqual(
      reference(named, invoices, 'total_amount', false),
    );
  });

  it.each([
    ['Active', 'name'],
    ['Expired', '-expire_date'],
  ])(
    'sorts the members showing %s by %s, page by page, with their whole count',
    async (status, sort) => {
      const members = LISTS.members!;
      const listed = await ctx.get(`${members.url}?page=1&page_size=100&status=${status}`);
      const { data: all, total } = listed.json() as { data: Row[]; total: number };
      expect(all.length).toBeGreaterThan(1);
      expect(all.every((row) => row.status === status)).toBe(true);
      const key = sort.replace('-', '');
      const pages: Row[] = [];
      for (let page = 1; pages.length < all.length; page += 1) {
        const response = await ctx.get(
          `${members.url}?page=${page}&page_size=2&status=${status}&sort=${sort}`,
        );
        expect(response.json().total).toBe(total);
        pages.push(...(response.json() as { data: Row[] }).data);
      }
      expect(pages).toEqual(reference(all, members, key, sort.startsWith('-')));
    },
  );

  it.each([
    ['/members/view_members', 'phone', 'name, due_amount, leave_date, rejoin_date, expire_date'],
    ['/members/view_members', '--name', 'name, due_amount, leave_date, rejoin_date, expire_date'],
    ['/enquiries/view_enquiries', 'status', 'name, enquiry_date'],
    ['/members/view_all_trainers_staff', 'name', 'user'],
    ['/members/view_plans', 'description', 'name, price, duration_days'],
    ['/payments/pending_members', 'days_overdue', 'name, total_fee, paid_amount, due_amount'],
    ['/members/expired_members', 'plan_type', 'name, expire_date'],
    [
      '/payments/all_invoices',
      'kind',
      'invoice_number, member, date, total_amount, paid_amount, due_amount',
    ],
    ['/attendance/records', 'days_left', 'name, check_in, check_out'],
  ])('%s refuses ?sort=%s with 400, naming the keys', async (url, sort, keys) => {
    const response = await ctx.get(`${url}?page=1&sort=${encodeURIComponent(sort)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'failed',
      message: `Sort must be one of: ${keys}, with a '-' before it for the reverse order`,
    });
  });

  it('refuses to put members in the order of their dues for an account without money.view', async () => {
    const { cookie } = await signedInAs(ctx.app, ctx.cookie, 'Trainer');
    const refused = await ctx.get('/members/view_members?sort=-due_amount', { cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      status: 'failed',
      message:
        "Sort must be one of: name, leave_date, rejoin_date, expire_date, with a '-' before it for the reverse order",
    });
    const byName = await ctx.get('/members/view_members?sort=name', { cookie });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data[0]).not.toHaveProperty('due_amount');
  });
});
