import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultReminderSettings, renderRoutes, sampleTask } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { remindersApi, sampleTasks } from './reminders-test-data';
import { paths } from '@spotter/shared';

const withSmtp = () => ({
  ...defaultReminderSettings(),
  smtp: { host: 'smtp.gym.in', port: 587, user: '', from: 'desk@gym.in', password: '' },
});

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('sends the reminders due today by e-mail, says how many went and lists each member it could not reach; those sent leave Due today', async () => {
  const refused = sampleTask(5, { name: 'Nisha Bad', email: 'nisha@bad.in' });
  const api = remindersApi({
    tasks: [...sampleTasks(), refused],
    settings: withSmtp(),
    refusedEmails: { 'nisha@bad.in': '550 Mailbox unavailable' },
  });
  renderRoutes(routes, '/reminders');
  await screen.findByRole('tab', { name: 'Due today (3)' });
  await userEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
  expect(await screen.findByText('Sent 1 e-mail; 1 failed.')).toBeInTheDocument();
  const failures = screen.getByRole('list', { name: 'Not sent' });
  expect(
    within(failures)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Nisha Bad (nisha@bad.in): 550 Mailbox unavailable']);
  expect(api.calls.filter((c) => c.path === paths.reminders.email)).toEqual([
    { method: 'POST', path: paths.reminders.email, body: undefined },
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Asha Rao' })).not.toBeInTheDocument(),
  );
  expect(await screen.findByRole('tab', { name: 'Due today (2)' })).toBeInTheDocument();
});

test('without SMTP settings the API’s refusal is said', async () => {
  remindersApi();
  renderRoutes(routes, '/reminders');
  await userEvent.click(await screen.findByRole('button', { name: 'Send by e-mail' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'E-mail is not set up: an Owner or Manager can fill in the SMTP settings in Settings → Reminders.',
  );
});

test('is offered only on Due today, and only while something is due', async () => {
  remindersApi({ tasks: sampleTasks().filter((t) => t.id > 2) });
  const view = renderRoutes(routes, '/reminders');
  await screen.findByRole('tab', { name: 'Due today (0)' });
  expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
  view.unmount();

  remindersApi();
  renderRoutes(routes, '/reminders?tab=upcoming');
  await screen.findByRole('cell', { name: 'Meera Iyer' });
  expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
});

test('once every reminder due went by e-mail the button goes, and the answer stays in view', async () => {
  remindersApi({
    tasks: [sampleTask(1, { email: 'a@gym.in' }), sampleTask(2, { email: 'b@gym.in' })],
    settings: withSmtp(),
  });
  renderRoutes(routes, '/reminders');
  await screen.findByRole('tab', { name: 'Due today (2)' });
  await userEvent.click(screen.getByRole('button', { name: 'Send by e-mail' }));
  expect(await screen.findByRole('tab', { name: 'Due today (0)' })).toBeInTheDocument();
  expect(screen.getByText('Sent 2 e-mails.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send by e-mail' })).toBeNull();
});
