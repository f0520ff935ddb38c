import type { Staff } from '@spotter/shared';

type Reply = { status: number; body?: unknown };
type Override = (method: string, path: string, body: unknown) => Reply | undefined;
export type SentForm = Record<string, string | File>;

const reply = (status: number, body?: unknown) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }) as unknown as Response;

const toRow = (id: number, form: SentForm, previous?: Staff): Staff => ({
  id,
  user: String(form.name ?? form.user ?? ''),
  phone_number: String(form.phone ?? form.phone_number ?? ''),
  email: String(form.email ?? ''),
  location: String(form.location ?? ''),
  trainer_or_staff: form.trainer_or_staff === 'Staff' ? 'Staff' : 'Trainer',
  age: form.age ? Number(form.age) : null,
  weight: form.weight ? Number(form.weight) : null,
  blood_group: String(form.blood_group ?? 'A+'),
  profile_picture: form.profile_picture
    ? `/members/trainer_staff_picture/${id}?v=new`
    : (previous?.profile_picture ?? null),
});

/**
 * Stands in for the trainer/staff API behind `globalThis.fetch`: an in-memory list, with
 * `override` to make one call fail. `calls` records every request, multipart bodies as objects.
 */
export function fakeStaffApi(initial: Staff[], override?: Override) {
  let staff = [...initial];
  let nextId = Math.max(0, ...staff.map((s) => s.id)) + 1;
  const calls: { method: string; path: string; body: SentForm | undefined }[] = [];

  const handle = (method: string, path: string, body: SentForm | undefined): Reply => {
    const forced = override?.(method, path, body);
    if (forced) return forced;
    if (method === 'GET' && path === '/members/view_all_trainers_staff')
      return { status: 200, body: { status: 'success', data: staff } };
    if (method === 'POST' && path === '/members/add_trainer_staff') {
      const row = toRow(nextId++, body ?? {});
      staff = [...staff, row];
      return {
        status: 201,
        body: { status: 'success', message: 'Trainer/Staff added successfully!', id: row.id },
      };
    }
    const match =
      /^\/members\/(view_single_trainer_staff|edit_trainer_staff|delete_trainer_staff)\/(\d+)$/.exec(
        path,
      );
    const found = match && staff.find((s) => s.id === Number(match[2]));
    if (match && !found)
      return { status: 404, body: { status: 'failed', message: 'Trainer not found' } };
    if (found && method === 'GET')
      return { status: 200, body: { status: 'success', message: 'ok', data: found } };
    if (found && method === 'POST') {
      const row = toRow(found.id, body ?? {}, found);
      staff = staff.map((s) => (s === found ? row : s));
      return {
        status: 200,
        body: { status: 'success', message: 'Trainer/Staff updated successfully!', data: row },
      };
    }
    if (found && method === 'DELETE') {
      staff = staff.filter((s) => s !== found);
      return { status: 200, body: { status: 'success', message: 'Deleted successfully!' } };
    }
    return { status: 404, body: { status: 'failed', message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    const method = init?.method ?? 'GET';
    const body =
      init?.body instanceof FormData
        ? (Object.fromEntries(init.body.entries()) as SentForm)
        : undefined;
    calls.push({ method, path, body });
    const { status, body: out } = handle(method, path, body);
    return reply(status, out);
  });
  globalThis.fetch = fetchMock;
  return { calls, fetchMock, staff: () => staff };
}

export const sampleStaff = (overrides: Partial<Staff> = {}): Staff => ({
  id: 1,
  user: 'Ravi Kumar',
  phone_number: '+919876543210',
  email: 'ravi@example.com',
  location: 'Pune',
  trainer_or_staff: 'Trainer',
  age: 29,
  weight: 72.5,
  blood_group: 'B+',
  profile_picture: '/members/trainer_staff_picture/1?v=abc',
  ...overrides,
});

/** jsdom has no object URLs: each call answers `blob:preview-N`, and revocations are recorded. */
export function stubObjectUrls() {
  let count = 0;
  const createObjectURL = jest.fn(() => `blob:preview-${++count}`);
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  return { createObjectURL, revokeObjectURL };
}
