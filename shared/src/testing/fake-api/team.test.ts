import {
  AccountSaved,
  Done,
  Failed,
  RoleSaved,
  RolesReply,
  TeamAccounts,
  type TeamAccount,
} from '@spotter/api/contract';
import type { TSchema } from 'typebox';
import { paths, pathTo } from '@spotter/api/paths';
import { message, send, shaped } from './json-calls';
import { fakeAdmin, fakeApi, fakeRole, sampleAccount, sampleRole } from '.';

// The team routes of the fake, checked against the API's schemas and its refusals, as
// fake-api.test.ts checks the others.

const newAccount = {
  full_name: 'Kiran Rao',
  username: 'kiran.rao',
  role_id: 3,
  temporary_password: 'welcome-2026',
};
const coach = sampleRole(6, 'Coach', ['members.view', 'attendance.record']);

type Case = [method: string, path: string, status: number, schema: TSchema, json?: object];
const cases: Case[] = [
  ['GET', paths.team.accounts, 200, TeamAccounts],
  ['POST', paths.team.addAccount, 201, AccountSaved, newAccount],
  ['POST', paths.team.addAccount, 409, Failed, { ...newAccount, username: 'ACCOUNT02' }],
  ['POST', paths.team.addAccount, 400, Failed, { ...newAccount, username: 'kiran rao' }],
  ['POST', paths.team.addAccount, 400, Failed, { ...newAccount, role_id: 99 }],
  [
    'POST',
    pathTo(paths.team.editAccount, { id: 2 }),
    200,
    AccountSaved,
    { full_name: 'Asha', role_id: 4 },
  ],
  ['POST', pathTo(paths.team.disableAccount, { id: 2 }), 200, AccountSaved],
  ['POST', pathTo(paths.team.disableAccount, { id: 1 }), 409, Failed],
  ['POST', pathTo(paths.team.enableAccount, { id: 2 }), 200, AccountSaved],
  [
    'POST',
    pathTo(paths.team.resetPassword, { id: 2 }),
    200,
    AccountSaved,
    { temporary_password: 'another-one!' },
  ],
  [
    'POST',
    pathTo(paths.team.resetPassword, { id: 1 }),
    409,
    Failed,
    { temporary_password: 'another-one!' },
  ],
  [
    'POST',
    pathTo(paths.team.resetPassword, { id: 99 }),
    404,
    Failed,
    { temporary_password: 'another-one!' },
  ],
  ['GET', paths.team.roles, 200, RolesReply],
  ['POST', paths.team.addRole, 201, RoleSaved, { name: 'Cleaner', permissions: ['plans.view'] }],
  ['POST', paths.team.addRole, 400, Failed, { name: 'Desk', permissions: ['plans.edit'] }],
  ['POST', paths.team.addRole, 409, Failed, { name: 'coach', permissions: [] }],
  [
    'POST',
    pathTo(paths.team.editRole, { id: 6 }),
    200,
    RoleSaved,
    { name: 'Coach', permissions: [] },
  ],
  [
    'POST',
    pathTo(paths.team.editRole, { id: 2 }),
    409,
    Failed,
    { name: 'Manager', permissions: [] },
  ],
  ['DELETE', pathTo(paths.team.deleteRole, { id: 6 }), 409, Failed],
  ['DELETE', pathTo(paths.team.deleteRole, { id: 1 }), 409, Failed],
];
// As objects: a row shorter than the test's parameters would make Jest pass a `done` callback.
const table = cases.map(([method, path, status, schema, json]) => ({
  method,
  path,
  status,
  schema,
  json,
}));

test.each(table)(
  '$method $path answers $status in the shape the API’s schema gives',
  async ({ method, path, status, schema, json }) => {
    fakeApi({
      team: {
        accounts: [
          sampleAccount(1, { full_name: 'Gym Owner', username: 'owner', role: 'Owner' }),
          sampleAccount(2),
          sampleAccount(3, { role: 'Coach', role_id: 6 }),
        ],
        customRoles: [coach],
      },
    });
    const reply = await send(method, path, json);
    expect(reply.status).toBe(status);
    shaped(schema, reply.body);
  },
);

test('an account without team.manage is refused every team route', async () => {
  const { db } = fakeApi({ auth: fakeAdmin(fakeRole('Manager')) });
  const reply = await send('POST', paths.team.addAccount, newAccount);
  expect(reply).toEqual({
    status: 403,
    body: { status: 'failed', message: 'You do not have permission to do this.' },
  });
  expect((await send('GET', paths.team.roles)).status).toBe(403);
  expect(db.team.accounts).toHaveLength(1);
});

test('the last active Owner can be neither disabled nor given another role', async () => {
  const owner2 = sampleAccount(2, { role: 'Owner' });
  fakeApi({ team: { accounts: [sampleAccount(1, { role: 'Owner' }), owner2] } });
  expect((await send('POST', pathTo(paths.team.disableAccount, { id: 2 }))).status).toBe(200);
  const reply = await send('POST', pathTo(paths.team.editAccount, { id: 1 }), {
    full_name: 'Me',
    role_id: 2,
  });
  expect(reply.status).toBe(409);
  expect(message(reply.body)).toBe('There must be at least one active Owner.');
});

test('a role lacking what a permission needs is refused with both labels', async () => {
  fakeApi();
  const reply = await send('POST', paths.team.addRole, {
    name: 'Desk',
    permissions: ['members.edit', 'members.view'],
  });
  expect(message(reply.body)).toBe('“Add and edit members” needs “See fees, payments and dues”.');
});

test('an account lists with a role renamed, and a new one holds a temporary password', async () => {
  const { db } = fakeApi({ team: { customRoles: [coach] } });
  const added = await send('POST', paths.team.addAccount, { ...newAccount, role_id: 6 });
  expect((added.body as AccountSaved).account).toMatchObject({
    role: 'Coach',
    status: 'active',
    last_sign_in_at: null,
    temporary_password: true,
  });
  await send('POST', pathTo(paths.team.editRole, { id: 6 }), {
    name: 'Head coach',
    permissions: ['plans.view'],
  });
  const { body } = await send('GET', paths.team.accounts);
  expect((body as TeamAccounts).data.map((a: TeamAccount) => [a.username, a.role])).toEqual([
    ['owner', 'Owner'],
    ['kiran.rao', 'Head coach'],
  ]);
  expect(db.team.roles.find((r) => r.id === 6)?.permissions).toEqual(['plans.view']);
});

test('choosing a password replaces the temporary one, once, and never with the same', async () => {
  const { db } = fakeApi({
    auth: fakeAdmin({ password: 'temporary-1', mustChoosePassword: true }),
  });
  const same = await send('POST', paths.account.choosePassword, { new_password: 'temporary-1' });
  expect(same).toEqual({
    status: 400,
    body: { status: 'failed', message: 'Please choose a password other than the temporary one.' },
  });
  expect((await send('POST', paths.account.choosePassword, { new_password: 'short' })).status).toBe(
    400,
  );
  const chosen = await send('POST', paths.account.choosePassword, { new_password: 'my-own-words' });
  expect(chosen.status).toBe(200);
  shaped(Done, chosen.body);
  expect(db.auth).toMatchObject({ password: 'my-own-words', mustChoosePassword: false });
  expect(
    (await send('POST', paths.account.choosePassword, { new_password: 'again-words' })).status,
  ).toBe(409);
});
