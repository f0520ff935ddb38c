import { paths, pathTo } from '@spotter/api/paths';
import { configureClient, request } from '../core/api/client';
import { ApiError } from '../core/api/errors';
import { action, defineResource } from '../resource/resource';
import { plansResource } from '../resources/plans';
import type { Me, Page, Plan, PlansReply } from '../core/types';
import { answer } from './fake-api/paging';
import { fakeAdmin, fakeRole } from './fake-api/auth';
import { fakeSession } from './fake-api/signed-in';
import { fakeResources } from './generic-fake';

interface Locker {
  id: number;
  label: string;
  size: string;
  holder: string | null;
}
/** A resource of the kind a section declares, with one named action on a record. */
const lockers = defineResource({
  list: '/lockers',
  plain: (reply: { data: Locker[] }) => reply.data,
  rowId: (locker: Locker) => locker.id,
  one: (id) => `/lockers/${id}`,
  create: '/lockers/add',
  update: (id) => `/lockers/edit/${id}`,
  remove: (id) => `/lockers/delete/${id}`,
  actions: { free: action<number>({ path: (id) => `/lockers/free/${id}` }) },
});
const locker = (id: number, label: string, size = 'small', holder: string | null = null) => ({
  id,
  label,
  size,
  holder,
});
const plan = (id: number, name: string, price: number | null): Plan => ({
  id,
  name,
  duration_days: 30,
  price,
  description: '',
  classes: 'all',
});

beforeEach(() => configureClient({ baseUrl: '/api', timeoutMs: 15_000 }));

test('the plain list answers the resource’s own shape; a paged one pages, sorts, searches and filters', async () => {
  const plans = [plan(1, 'Gold', 1200), plan(2, 'silver', 800), plan(3, 'Bronze', null)];
  const rows = [locker(1, 'A1'), locker(2, 'B2', 'large'), locker(3, 'C3', 'large', 'Asha')];
  fakeResources([
    { resource: plansResource, rows: plans, plain: (all) => ({ status: 'success', plans: all }) },
    { resource: lockers, rows },
  ]);
  const plain = await request<PlansReply>(paths.plans.list);
  expect(plansResource.plain(plain).map((p) => p.name)).toEqual(['Gold', 'silver', 'Bronze']);
  expect(await request('/lockers')).toEqual({ status: 'success', data: rows });

  const page = (query: Parameters<typeof plansResource.pageKey>[0]) =>
    request<Page<Plan>>(plansResource.pageKey(query));
  const names = (reply: Page<Plan>) => reply.data.map((p) => p.name);
  const sorted = await page({ page: 1, pageSize: 2, q: '', sort: 'name' });
  expect([names(sorted), sorted.total]).toEqual([['Bronze', 'Gold'], 3]);
  expect(names(await page({ page: 2, pageSize: 2, q: '', sort: 'name' }))).toEqual(['silver']);
  expect(names(await page({ page: 1, pageSize: 5, q: '', sort: '-price' }))).toEqual([
    'Gold',
    'silver',
    'Bronze',
  ]);
  // `q`: part of any field, whatever its case, numbers too.
  expect(names(await page({ page: 1, pageSize: 5, q: 'SIL' }))).toEqual(['silver']);
  expect(names(await page({ page: 1, pageSize: 5, q: '120' }))).toEqual(['Gold']);

  const large = await request<Page<Locker>>(
    lockers.pageKey({ page: 1, pageSize: 5, q: '', filters: { size: 'large' } }),
  );
  expect(large).toEqual({ data: [rows[1], rows[2]], total: 2 });
  const held = await request<Page<Locker>>(
    lockers.pageKey({ page: 1, pageSize: 5, q: 'asha', filters: { size: 'large' } }),
  );
  expect(held.data.map((l) => l.label)).toEqual(['C3']);
});

test('a filter may be the test’s own; the tab’s branch is left to the API', async () => {
  const rows = [locker(1, 'A1'), locker(2, 'B2', 'large', 'Asha')];
  fakeResources([
    {
      resource: lockers,
      rows,
      filters: { free: (row, value) => (row.holder === null) === (value === 'yes') },
    },
  ]);
  const free = await request<Page<Locker>>(
    `${lockers.pageKey({ page: 1, pageSize: 5, q: '', filters: { free: 'yes' } })}&branch=2`,
  );
  expect(free.data.map((l) => l.label)).toEqual(['A1']);
});

test('one, create, update and remove keep the records; an id no record has is a 404', async () => {
  const rows = [locker(1, 'A1')];
  const { calls } = fakeResources([{ resource: lockers, rows }]);
  expect(await request(lockers.one!(1))).toEqual(rows[0]);
  await expect(request(lockers.one!(9))).rejects.toMatchObject({ status: 404 });

  expect(
    await request(lockers.create!, { method: 'POST', json: { label: 'D4', size: 'large' } }),
  ).toEqual({ status: 'success', message: 'Saved.' });
  expect(rows[1]).toEqual({ id: 2, label: 'D4', size: 'large' });
  await request(lockers.update!(2), { method: 'POST', json: { label: 'D5' } });
  expect(rows[1]).toEqual({ id: 2, label: 'D5', size: 'large' });
  await request(lockers.remove!(1), { method: 'DELETE' });
  expect(rows.map((l) => l.label)).toEqual(['D5']);
  await expect(request(lockers.remove!(1), { method: 'DELETE' })).rejects.toBeInstanceOf(ApiError);
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
    'GET /lockers/1',
    'GET /lockers/9',
    'POST /lockers/add',
    'POST /lockers/edit/2',
    'DELETE /lockers/delete/1',
    'DELETE /lockers/delete/1',
  ]);
});

test('a form is saved as its fields; a test may shape the saved record and the answer', async () => {
  const rows: Plan[] = [];
  fakeResources([
    {
      resource: plansResource,
      rows,
      saved: (id, sent, before) => ({
        ...plan(id, String(sent.name), Number(sent.price)),
        ...(before && { description: before.description }),
      }),
      written: (saved, how) =>
        answer(
          { status: 'success', message: `${how}d`, plan: saved },
          how === 'create' ? 201 : 200,
        ),
    },
  ]);
  const form = new FormData();
  form.append('name', 'Gold');
  form.append('price', '1200');
  expect(await request(paths.plans.add, { method: 'POST', form })).toEqual({
    status: 'success',
    message: 'created',
    plan: plan(1, 'Gold', 1200),
  });
});

test('a named action answers as the test says, on the record it names', async () => {
  const rows = [locker(1, 'A1', 'small', 'Asha')];
  const { calls } = fakeResources([
    {
      resource: lockers,
      rows,
      actions: {
        free: (row) => {
          if (!row) return answer({ status: 'failed', message: 'No such locker' }, 404);
          row.holder = null;
          return answer({ status: 'success', message: 'Freed.' });
        },
      },
    },
  ]);
  expect(await request(`/lockers/free/1`, { method: 'POST' })).toEqual({
    status: 'success',
    message: 'Freed.',
  });
  expect(rows[0]!.holder).toBeNull();
  // An action no test answers is not the fake's to make up.
  await expect(request('/lockers/lend/1', { method: 'POST' })).rejects.toMatchObject({
    status: 404,
  });
  expect(calls).toHaveLength(2);
});

test('the override answers first; the session is the account given, for the session check and renderRoutes', async () => {
  let down = true;
  fakeResources([{ resource: plansResource, rows: [plan(1, 'Gold', 1200)] }], {
    auth: fakeAdmin(fakeRole('Trainer')),
    override: (_method, path) =>
      down && path.startsWith(paths.plans.list)
        ? answer({ status: 'failed', message: 'Down' }, 503)
        : undefined,
  });
  await expect(request(paths.plans.list)).rejects.toMatchObject({ status: 503 });
  down = false;
  expect(await request(pathTo(paths.plans.edit, { id: 1 }))).toMatchObject({ name: 'Gold' });
  const me = await request<Me>(paths.auth.me);
  expect(me.admin.role).toBe('Trainer');
  expect(fakeSession()).toEqual(me);
});
