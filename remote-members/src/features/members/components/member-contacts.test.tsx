import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  memberPlans,
  renderRoutes,
  sampleContact,
  sampleMember,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const asha = sampleMember(3, { name: 'Asha' });
const contacts = () => screen.getByRole('region', { name: 'Contacts' });
// In the browser's own time zone, whatever the machine's.
const at = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('lists every contact, newest first: when, who, how, the outcome with a promise’s day, and the note', async () => {
  const api = fakeApi({
    members: [asha, sampleMember(4)],
    plans: memberPlans,
    contacts: [
      sampleContact(1, { member_id: 3, at: at(18, 9, 30) }),
      sampleContact(2, {
        member_id: 3,
        at: at(21, 17, 5),
        admin_name: 'Ravi Desk',
        channel: 'call',
        outcome: 'promised',
        promised_on: '2026-11-28',
        note: 'Pays on salary day',
      }),
      sampleContact(3, { member_id: 4, note: 'Someone else' }),
      sampleContact(4, {
        member_id: 3,
        at: at(19, 12, 0),
        channel: 'in_person',
        outcome: 'no_answer',
      }),
    ],
  });
  renderRoutes(routes, '/users/3/edit');
  const table = await within(await screen.findByRole('region', { name: 'Contacts' })).findByRole(
    'table',
    { name: 'Contacts' },
  );
  expect(within(contacts()).getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible();
  const rows = within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
  expect(rows).toEqual([
    ['When', 'Who', 'How', 'Outcome', 'Note'],
    [
      '21 Nov 2026, 17:05',
      'Ravi Desk',
      'Call',
      'Promised to pay (28 Nov 2026)',
      'Pays on salary day',
    ],
    ['19 Nov 2026, 12:00', 'Gym Owner', 'In person', 'No answer', ''],
    ['18 Nov 2026, 09:30', 'Gym Owner', 'WhatsApp', 'Sent reminder', ''],
  ]);
  expect(api.calls.filter((c) => c.path.endsWith('/contacts')).map((c) => c.path)).toEqual([
    pathTo(paths.reminders.memberContacts, { id: 3 }),
  ]);
  // Beside the History, below the form.
  expect(contacts().compareDocumentPosition(screen.getByRole('region', { name: 'History' }))).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});

test('says so when the member has not been contacted yet', async () => {
  fakeApi({ members: [asha], plans: memberPlans, contacts: [sampleContact(1, { member_id: 4 })] });
  renderRoutes(routes, '/users/3/edit');
  await screen.findByLabelText('Name');
  expect(await within(contacts()).findByText('No contacts yet.')).toBeInTheDocument();
  expect(within(contacts()).queryByRole('table')).toBeNull();
});

test('says it is loading, and offers Retry when the contacts cannot be read, keeping the form', async () => {
  let release = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  let failing = true;
  fakeApi(
    { members: [asha], plans: memberPlans, contacts: [sampleContact(1, { member_id: 3 })] },
    async (_method, path) => {
      if (path !== pathTo(paths.reminders.memberContacts, { id: 3 })) return undefined;
      await stalled;
      return failing ? { status: 503, body: { status: 'failed', message: 'Down' } } : undefined;
    },
  );
  renderRoutes(routes, '/users/3/edit');
  await screen.findByLabelText('Name');
  expect(within(contacts()).getByText('Loading...')).toBeInTheDocument();
  release();
  const alert = await within(contacts()).findByRole('alert');
  expect(alert).toHaveTextContent('Could not load the contacts.');
  expect(screen.getByLabelText('Name')).toHaveValue('Asha');
  failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await within(contacts()).findByText('Sent reminder')).toBeInTheDocument();
  expect(within(contacts()).queryByRole('alert')).toBeNull();
});
