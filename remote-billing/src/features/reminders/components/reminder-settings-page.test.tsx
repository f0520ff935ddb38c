import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultReminderSettings, fakeApi, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { day } from './reminders-test-data';
import { paths } from '@spotter/shared';

const group = (name: string) => screen.getByRole('group', { name });
const expiryNames = () =>
  within(group('Expiry reminders'))
    .getAllByRole('group')
    .map((g) => g.querySelector('legend')!.textContent);
const puts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.method === 'PUT' && c.path === paths.reminders.settings);
const inDaysWords = () => {
  const [y, m, d] = day(3).split('-').map(Number);
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  return `${d} ${months[m! - 1]} ${y}`;
};

/** A gym with two expiry rules, a UPI ID and a saved SMTP password. */
const settings = () => ({
  ...defaultReminderSettings(),
  rules: [
    { id: 1, kind: 'expiry' as const, days: 3, template: 'Hi {name}, ended {expiry}.' },
    { id: 2, kind: 'expiry' as const, days: -7, template: 'Hi {name}, your {plan} ends {expiry}.' },
    { id: 6, kind: 'dues' as const, days: 7, template: 'Hi {name}, {due} due. {pay_link}' },
    { id: 7, kind: 'promise' as const, days: 0, template: 'Hi {name}, at {gym}: {due}.' },
  ],
  upi_id: 'irontemple@okhdfc',
  smtp: { host: 'smtp.gym.in', port: 587, user: 'desk', from: 'desk@gym.in', password: 'pw' },
});
const open = async (override?: Parameters<typeof fakeApi>[1]) => {
  const api = fakeApi(
    { gym: { name: 'Iron Temple', address: '', phone: '' }, reminders: { settings: settings() } },
    override,
  );
  renderRoutes(routes, '/settings/reminders');
  await screen.findByRole('group', { name: 'Expiry reminders' });
  return api;
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows the rules, earliest first, each message with its placeholders and its preview for the sample member; the UPI ID and e-mail; a saved password is not shown', async () => {
  await open();
  expect(screen.getByRole('heading', { level: 1, name: 'Reminder settings' })).toBeInTheDocument();
  expect(expiryNames()).toEqual(['Expiry reminder 1', 'Expiry reminder 2']);
  const first = group('Expiry reminder 1');
  expect(within(first).getByRole('spinbutton', { name: 'Days' })).toHaveValue(7);
  expect(within(first).getByRole('combobox', { name: 'When' })).toHaveDisplayValue('Before');
  expect(
    within(group('Expiry reminder 2')).getByRole('combobox', { name: 'When' }),
  ).toHaveDisplayValue('After');
  const message = within(first).getByRole('textbox', { name: 'Message' });
  expect(message).toHaveValue('Hi {name}, your {plan} ends {expiry}.');
  expect(message).toHaveAccessibleDescription(
    'Placeholders: {name}, {plan}, {expiry}, {due}, {gym}, {pay_link}',
  );
  expect(within(first).getByRole('figure', { name: 'Preview' })).toHaveTextContent(
    `Hi Priya Sharma, your Gold ends ${inDaysWords()}.`,
  );
  expect(
    within(group('Dues reminders')).getByRole('spinbutton', { name: 'Every N days' }),
  ).toHaveValue(7);
  expect(
    within(group('Promise broken')).getByRole('figure', { name: 'Preview' }),
  ).toHaveTextContent('Hi Priya Sharma, at Iron Temple: ₹2,500.');
  expect(screen.getByRole('textbox', { name: 'UPI ID' })).toHaveValue('irontemple@okhdfc');
  const smtp = group('E-mail (SMTP)');
  expect(within(smtp).getByRole('textbox', { name: 'Host' })).toHaveValue('smtp.gym.in');
  expect(within(smtp).getByRole('spinbutton', { name: 'Port' })).toHaveValue(587);
  expect(within(smtp).getByRole('textbox', { name: 'User' })).toHaveValue('desk');
  const password = within(smtp).getByLabelText('Password');
  expect(password).toHaveValue('');
  expect(password).toHaveAttribute('placeholder', 'Saved — leave empty to keep');
  expect(within(smtp).getByRole('textbox', { name: 'Sender' })).toHaveValue('desk@gym.in');
});

test('the preview follows the message and the UPI ID as they are typed, pay link and all', async () => {
  await open();
  const dues = group('Dues reminders');
  const preview = within(dues).getByRole('figure', { name: 'Preview' });
  expect(preview).toHaveTextContent(
    'Hi Priya Sharma, ₹2,500 due. upi://pay?pa=irontemple%40okhdfc&pn=Iron%20Temple&am=2500.00&cu=INR&tn=Iron%20Temple%20membership%20dues',
  );
  const message = within(dues).getByRole('textbox', { name: 'Message' });
  await userEvent.clear(message);
  await userEvent.type(message, 'Dear {{name}, pay {{pay_link}');
  const upi = screen.getByRole('textbox', { name: 'UPI ID' });
  await userEvent.clear(upi);
  await userEvent.type(upi, 'gym@upi');
  expect(preview).toHaveTextContent(
    'Dear Priya Sharma, pay upi://pay?pa=gym%40upi&pn=Iron%20Temple&am=2500.00&cu=INR&tn=Iron%20Temple%20membership%20dues',
  );
  await userEvent.clear(upi);
  expect(preview).toHaveTextContent(/^PreviewDear Priya Sharma, pay$/);
});

test('adds and removes expiry reminders; Save sends every rule, the UPI ID and e-mail, keeps the saved password, and says so', async () => {
  const api = await open();
  await userEvent.click(within(group('Expiry reminder 1')).getByRole('button', { name: 'Remove' }));
  expect(expiryNames()).toEqual(['Expiry reminder 1']);
  await userEvent.click(screen.getByRole('button', { name: 'Add expiry reminder' }));
  const added = group('Expiry reminder 2');
  await userEvent.selectOptions(
    within(added).getByRole('combobox', { name: 'When' }),
    'On the day',
  );
  expect(within(added).queryByRole('spinbutton', { name: 'Days' })).toBeNull();
  await userEvent.type(within(added).getByRole('textbox', { name: 'Message' }), 'Today, {{name}!');
  await save();
  expect(await screen.findByRole('status')).toHaveTextContent('Reminder settings saved.');
  expect(puts(api)[0]!.body).toEqual({
    rules: [
      { kind: 'expiry', days: 3, template: 'Hi {name}, ended {expiry}.' },
      { kind: 'expiry', days: 0, template: 'Today, {name}!' },
      { kind: 'dues', days: 7, template: 'Hi {name}, {due} due. {pay_link}' },
      { kind: 'promise', days: 0, template: 'Hi {name}, at {gym}: {due}.' },
    ],
    upi_id: 'irontemple@okhdfc',
    smtp: { host: 'smtp.gym.in', port: 587, user: 'desk', from: 'desk@gym.in' },
  });
  expect(api.db.reminders.settings.smtp.password).toBe('pw');
});

test('a new password is sent; once saved the field is empty again and says a password is kept', async () => {
  const api = fakeApi({ reminders: { settings: defaultReminderSettings() } });
  renderRoutes(routes, '/settings/reminders');
  const smtp = await screen.findByRole('group', { name: 'E-mail (SMTP)' });
  const password = within(smtp).getByLabelText('Password');
  expect(password).not.toHaveAttribute('placeholder');
  await userEvent.type(within(smtp).getByRole('textbox', { name: 'Host' }), 'smtp.gym.in');
  await userEvent.type(within(smtp).getByRole('spinbutton', { name: 'Port' }), '25');
  await userEvent.type(within(smtp).getByRole('textbox', { name: 'Sender' }), 'desk@gym.in');
  await userEvent.type(password, 's3cret');
  await save();
  expect(await screen.findByRole('status')).toHaveTextContent('Reminder settings saved.');
  expect(puts(api)[0]!.body).toMatchObject({
    smtp: { host: 'smtp.gym.in', port: 25, user: '', from: 'desk@gym.in', password: 's3cret' },
  });
  await waitFor(() => expect(password).toHaveValue(''));
  expect(password).toHaveAttribute('placeholder', 'Saved — leave empty to keep');
});

test.each([
  [
    'an expiry day out of range',
    async () => {
      const days = within(group('Expiry reminder 1')).getByRole('spinbutton', { name: 'Days' });
      await userEvent.clear(days);
      await userEvent.type(days, '61');
      return days;
    },
    "An expiry reminder's day must be from 60 days before to 60 days after the expiry",
  ],
  [
    'two expiry reminders on one day',
    async () => {
      const when = within(group('Expiry reminder 2')).getByRole('combobox', { name: 'When' });
      const days = within(group('Expiry reminder 2')).getByRole('spinbutton', { name: 'Days' });
      await userEvent.clear(days);
      await userEvent.type(days, '7');
      await userEvent.selectOptions(when, 'Before');
      return when;
    },
    'Two expiry reminders cannot share a day',
  ],
  [
    'an empty message',
    async () => {
      const message = within(group('Promise broken')).getByRole('textbox', { name: 'Message' });
      await userEvent.clear(message);
      await userEvent.type(message, '   ');
      return message;
    },
    'Message must not be empty',
  ],
  [
    'an unknown placeholder',
    async () => {
      const message = within(group('Dues reminders')).getByRole('textbox', { name: 'Message' });
      await userEvent.type(message, ' {{amount}');
      return message;
    },
    'Unknown placeholder {amount}: use {name}, {plan}, {expiry}, {due}, {gym}, {pay_link}',
  ],
  [
    'dues every 0 days',
    async () => {
      const every = screen.getByRole('spinbutton', { name: 'Every N days' });
      await userEvent.clear(every);
      await userEvent.type(every, '0');
      return every;
    },
    'Dues reminders repeat every 1 to 90 days',
  ],
  [
    'a UPI ID without its bank',
    async () => {
      const upi = screen.getByRole('textbox', { name: 'UPI ID' });
      await userEvent.clear(upi);
      await userEvent.type(upi, 'irontemple');
      return upi;
    },
    'UPI ID must look like name@bank',
  ],
  [
    'SMTP without its sender',
    async () => {
      const sender = screen.getByRole('textbox', { name: 'Sender' });
      await userEvent.clear(sender);
      return sender;
    },
    'To send e-mail, fill in the SMTP host, port and sender',
  ],
  [
    'an SMTP user without its server',
    async () => {
      for (const name of ['Host', 'Sender'])
        await userEvent.clear(screen.getByRole('textbox', { name }));
      await userEvent.clear(screen.getByRole('spinbutton', { name: 'Port' }));
      return screen.getByRole('textbox', { name: 'Host' });
    },
    'To send e-mail, fill in the SMTP host, port and sender',
  ],
  [
    'an SMTP port out of range',
    async () => {
      const port = screen.getByRole('spinbutton', { name: 'Port' });
      await userEvent.clear(port);
      await userEvent.type(port, '70000');
      return port;
    },
    'SMTP port must be a whole number from 1 to 65535',
  ],
  [
    'a sender that is no e-mail address',
    async () => {
      const sender = screen.getByRole('textbox', { name: 'Sender' });
      await userEvent.clear(sender);
      await userEvent.type(sender, 'desk@');
      return sender;
    },
    'E-mail must be a valid e-mail address',
  ],
] as const)('%s is refused under its field and nothing is sent', async (_case, edit, message) => {
  const api = await open();
  const control = await edit();
  await save();
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(puts(api)).toHaveLength(0);
});

test('a refusal from the server is said and the form stays as typed', async () => {
  const api = await open((method, path) =>
    method === 'PUT' && path === paths.reminders.settings
      ? { status: 400, body: { status: 'failed', message: 'At most 10 expiry reminders' } }
      : undefined,
  );
  const upi = screen.getByRole('textbox', { name: 'UPI ID' });
  await userEvent.clear(upi);
  await userEvent.type(upi, 'gym@upi');
  const password = within(group('E-mail (SMTP)')).getByLabelText('Password');
  await userEvent.type(password, 'n3w');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent('At most 10 expiry reminders');
  expect(upi).toHaveValue('gym@upi');
  expect(password).toHaveValue('n3w');
  expect(api.db.reminders.settings.upi_id).toBe('irontemple@okhdfc');
  expect(api.db.reminders.settings.smtp.password).toBe('pw');
});

test('says when the settings cannot be loaded, and Retry reads them again', async () => {
  let failing = true;
  fakeApi({}, (_method, path) =>
    failing && path === paths.reminders.settings
      ? { status: 500, body: { status: 'failed', message: 'down' } }
      : undefined,
  );
  renderRoutes(routes, '/settings/reminders');
  expect(await screen.findByText('Could not load reminder settings.')).toBeInTheDocument();
  failing = false;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('group', { name: 'Expiry reminders' })).toBeInTheDocument();
  expect(expiryNames()).toHaveLength(5);
});
