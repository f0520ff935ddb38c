import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, pathTo } from '@spotter/api/paths';
import { configureClient } from '../core/api/client';
import { useApi } from '../core/api/swr';
import { stubFetch, type Call } from '../testing/fake-api/fetch-stub';
import { renderWithProviders } from '../testing/render';
import { action, defineResource, patch } from './resource';
import { useResourceWrites } from './use-resource-writes';

interface Thing {
  id: number;
  name: string;
}

/** A resource whose writes make another section's list and a figure stale, and one action more. */
const things = defineResource({
  list: '/things/view',
  plain: (rows: Thing[]) => rows,
  rowId: (thing) => thing.id,
  one: (id) => `/things/one/${id}`,
  update: (id) => `/things/edit/${id}`,
  stale: () => [paths.dues.pending],
  actions: {
    polish: action<number, { shine: number }, { status: 'success'; message: string; id: number }>({
      path: (id) => `/things/polish/${id}`,
      idempotent: true,
      stale: (id) => [pathTo(paths.members.update, { id }), paths.dashboard.summary],
      patches: (id) => [
        patch<Thing>(`/things/one/${id}`, (thing) => thing && { ...thing, name: 'Shiny' }),
      ],
    }),
    /** A file's bytes, with a query and a longer wait. */
    upload: action<{ label: string }, File>({
      path: () => '/things/upload',
      query: ({ label }) => ({ label }),
      timeoutMs: 120_000,
    }),
    /** A read asked for at a moment of the screen's choosing. */
    weigh: action<number, undefined, { status: 'success'; message: string; grams: number }>({
      path: (id) => `/things/weigh/${id}`,
      method: 'GET',
      stale: () => [paths.dashboard.summary],
    }),
  },
});

/** Every read a write might make stale, each shown by one reader. */
const READS = [
  '/things/view?page=1&page_size=5', // its own list
  '/things/one/3', // the record written
  '/things/one/4', // another record
  `${paths.dues.pending}?page=1&page_size=5`, // declared by the resource
  pathTo(paths.members.update, { id: 3 }), // declared by the action, for its target
  pathTo(paths.members.update, { id: 4 }), // not the target
  paths.dashboard.summary, // declared by the action
  paths.dashboard.notifications, // declared by nobody
];

/** The file the Upload button sends. */
const SHEET = new File(['id,name'], 'things.csv');

function Reader({ path }: { path: string }) {
  const { data } = useApi<unknown>(path);
  return <p>{data === undefined ? `${path}: …` : `${path}: ${JSON.stringify(data)}`}</p>;
}

function Screen() {
  const { update, actions } = useResourceWrites(things);
  const [refusal, setRefusal] = useState('');
  return (
    <>
      {READS.map((path) => (
        <Reader key={path} path={path} />
      ))}
      <button onClick={() => void update(3, { name: 'x' })}>Update</button>
      <button
        onClick={() =>
          void actions.polish(3, { shine: 2 }).catch((error: Error) => setRefusal(error.message))
        }
      >
        Polish
      </button>
      <button onClick={() => void actions.upload({ label: 'a b' }, SHEET)}>Upload</button>
      <button onClick={() => void actions.weigh(3).then(({ grams }) => setRefusal(`${grams} g`))}>
        Weigh
      </button>
      {refusal && <p role="alert">{refusal}</p>}
    </>
  );
}

let calls: Call[];
let fetchMock: jest.Mock;
let refuse = false;
const gets = () => calls.filter((c) => c.method === 'GET').map((c) => c.path);
const sent = () => calls.filter((c) => c.method !== 'GET');

beforeEach(() => {
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
  refuse = false;
  ({ calls, fetchMock } = stubFetch((method, path) => ({
    status: 200,
    body:
      method === 'GET'
        ? path.startsWith('/things/weigh/')
          ? { status: 'success', message: '', grams: 750 }
          : path.startsWith('/things/one/')
            ? { id: Number(path.split('/').pop()), name: 'Thing' }
            : { read: true }
        : refuse
          ? { status: 'failed', message: 'No polish left.' }
          : { status: 'success', message: 'Done.', id: 3 },
  })));
});

const readsOf = (path: string) => gets().filter((get) => get === path).length;

async function allRead() {
  renderWithProviders(<Screen />);
  for (const path of READS)
    expect(
      await screen.findByText(new RegExp(`^${path.replace(/[?]/g, '\\?')}: [{]`)),
    ).toBeInTheDocument();
}

test('an update reads again its own list, the record it touched and what the resource declares, nothing else', async () => {
  await allRead();
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  await waitFor(() => expect(readsOf(`${paths.dues.pending}?page=1&page_size=5`)).toBe(2));
  await waitFor(() => expect(readsOf('/things/one/3')).toBe(2));
  expect(readsOf('/things/view?page=1&page_size=5')).toBe(2);
  for (const path of [
    '/things/one/4',
    pathTo(paths.members.update, { id: 3 }),
    pathTo(paths.members.update, { id: 4 }),
    paths.dashboard.summary,
    paths.dashboard.notifications,
  ])
    expect([path, readsOf(path)]).toEqual([path, 1]);
});

test('an action is sent as declared, patches what it declares and reads again exactly its declared keys', async () => {
  await allRead();
  await userEvent.click(screen.getByRole('button', { name: 'Polish' }));
  await waitFor(() => expect(readsOf(paths.dashboard.summary)).toBe(2));
  expect(sent()).toEqual([{ method: 'POST', path: '/things/polish/3', body: { shine: 2 } }]);
  const [, init] = (fetchMock.mock.calls as [string, RequestInit | undefined][]).find(
    ([, options]) => options?.method === 'POST',
  )!;
  expect(new Headers(init!.headers).get('Idempotency-Key')).toBeTruthy();
  expect(await screen.findByText('/things/one/3: {"id":3,"name":"Shiny"}')).toBeInTheDocument();
  for (const path of [
    '/things/view?page=1&page_size=5',
    `${paths.dues.pending}?page=1&page_size=5`,
    pathTo(paths.members.update, { id: 3 }),
    paths.dashboard.summary,
  ])
    await waitFor(() => expect([path, readsOf(path)]).toEqual([path, 2]));
  for (const path of [
    '/things/one/3',
    '/things/one/4',
    pathTo(paths.members.update, { id: 4 }),
    paths.dashboard.notifications,
  ])
    expect([path, readsOf(path)]).toEqual([path, 1]);
});

test('a refused action makes nothing stale', async () => {
  await allRead();
  refuse = true;
  await userEvent.click(screen.getByRole('button', { name: 'Polish' }));
  // Refused: the kit has gone as far as it goes.
  expect(await screen.findByRole('alert')).toHaveTextContent('No polish left.');
  expect(sent()).toHaveLength(1);
  for (const path of READS) expect([path, readsOf(path)]).toEqual([path, 1]);
  expect(screen.getByText('/things/one/3: {"id":3,"name":"Thing"}')).toBeInTheDocument();
});

test("an action sends a file's bytes with its query, and a GET action reads once and makes nothing stale", async () => {
  await allRead();
  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(sent()).toHaveLength(1));
  const [upload] = sent();
  expect(upload).toMatchObject({ method: 'POST', path: '/things/upload?label=a+b' });
  expect(upload!.body).toEqual({ file: SHEET });
  // A write: its own list is read again.
  await waitFor(() => expect(readsOf('/things/view?page=1&page_size=5')).toBe(2));

  await userEvent.click(screen.getByRole('button', { name: 'Weigh' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('750 g');
  expect(readsOf('/things/weigh/3')).toBe(1);
  // A read: nothing read again, not even what it declares.
  expect(readsOf('/things/view?page=1&page_size=5')).toBe(2);
  expect(readsOf(paths.dashboard.summary)).toBe(1);
});
