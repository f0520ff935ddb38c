import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { call, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { day, remindersApi } from './reminders-test-data';
import { paths, pathTo } from '@spotter/shared';

const dialog = () => screen.getByRole('dialog', { name: 'Log outcome for Asha Rao' });
const inDialog = () => within(dialog());
const outcomes = (api: ReturnType<typeof remindersApi>) =>
  api.calls.filter((c) => c.path.endsWith('/outcome'));

/** Opens Log outcome on Asha's row. */
async function open() {
  const row = await screen.findByRole('row', { name: /Asha Rao/ });
  await userEvent.click(within(row).getByRole('button', { name: 'Log outcome' }));
  return dialog();
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('offers how (WhatsApp first), every outcome (Sent reminder chosen), the next follow-up and a note; Promised to pay asks its date instead of a follow-up', async () => {
  remindersApi();
  renderRoutes(routes, '/reminders');
  await open();
  const how = inDialog().getByRole('combobox', { name: 'How' });
  expect(how).toHaveDisplayValue('WhatsApp');
  expect(
    within(how)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['WhatsApp', 'Call', 'E-mail', 'In person']);
  const group = inDialog().getByRole('group', { name: 'Outcome' });
  expect(
    within(group)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent),
  ).toEqual(['Sent reminder', 'Reached', 'No answer', 'Promised to pay', 'Not interested']);
  expect(within(group).getByRole('radio', { name: 'Sent reminder' })).toBeChecked();
  expect(inDialog().getByLabelText('Next follow-up')).toBeInTheDocument();
  expect(inDialog().queryByLabelText('Promised date')).toBeNull();
  expect(inDialog().getByRole('textbox', { name: 'Note' })).toBeInTheDocument();

  await userEvent.click(within(group).getByRole('radio', { name: 'Promised to pay' }));
  expect(inDialog().getByLabelText('Promised date')).toBeInTheDocument();
  expect(inDialog().queryByLabelText('Next follow-up')).toBeNull();
  expect(inDialog().getByRole('button', { name: 'Save' })).toBeInTheDocument();
  await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test.each([
  ['Promised to pay', 'Promised date', '', 'Promised date is required'],
  ['Promised to pay', 'Promised date', day(-1), 'Promised date cannot be before today'],
  ['No answer', 'Next follow-up', day(0), 'Next follow-up must be after today'],
])(
  '%s with %s "%s" is refused in words under it and nothing is sent',
  async (outcome, label, typed, message) => {
    const api = remindersApi();
    renderRoutes(routes, '/reminders');
    await open();
    await userEvent.click(inDialog().getByRole('radio', { name: outcome }));
    if (typed) await userEvent.type(inDialog().getByLabelText(label), typed);
    await userEvent.click(inDialog().getByRole('button', { name: 'Save' }));
    expect(await inDialog().findByText(message)).toBeInTheDocument();
    expect(inDialog().getByLabelText(label)).toHaveAccessibleDescription(message);
    expect(outcomes(api)).toHaveLength(0);
  },
);

test('a promise is saved with its day and note: the API’s message, the member leaves Due today for Done, the counts and Pending follow', async () => {
  const api = remindersApi();
  renderRoutes(routes, '/reminders');
  await screen.findByRole('tab', { name: 'Due today (2)' });
  await open();
  await userEvent.selectOptions(inDialog().getByRole('combobox', { name: 'How' }), 'Call');
  await userEvent.click(inDialog().getByRole('radio', { name: 'Promised to pay' }));
  await userEvent.type(inDialog().getByLabelText('Promised date'), day(3));
  await userEvent.type(inDialog().getByRole('textbox', { name: 'Note' }), '  Pays on Friday ');
  await userEvent.click(inDialog().getByRole('button', { name: 'Save' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    'Promised to pay: logged for Asha Rao.',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(outcomes(api)).toEqual([
    call('POST', pathTo(paths.reminders.outcome, { id: 1 }), {
      channel: 'call',
      outcome: 'promised',
      promised_on: day(3),
      note: 'Pays on Friday',
    }),
  ]);
  await waitFor(() =>
    expect(screen.queryByRole('cell', { name: 'Asha Rao' })).not.toBeInTheDocument(),
  );
  expect(await screen.findByRole('tab', { name: 'Due today (1)' })).toBeInTheDocument();
  expect(api.db.members.find((m) => m.id === 1)!.promise).toEqual({ on: day(3), broken: false });

  await userEvent.click(screen.getByRole('tab', { name: 'Done' }));
  const asha = await screen.findByRole('row', { name: /Asha Rao/ });
  expect(within(asha).getByText(/^Promised to pay · .* · Gym Owner$/)).toBeInTheDocument();
});

test('a follow-up keeps the reminder open until its day: it moves to Upcoming', async () => {
  const api = remindersApi();
  renderRoutes(routes, '/reminders');
  await open();
  await userEvent.click(inDialog().getByRole('radio', { name: 'No answer' }));
  await userEvent.type(inDialog().getByLabelText('Next follow-up'), day(2));
  await userEvent.click(inDialog().getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('status')).toHaveTextContent('No answer: logged for Asha Rao.');
  expect(outcomes(api)[0]!.body).toEqual({
    channel: 'whatsapp',
    outcome: 'no_answer',
    next_follow_up: day(2),
  });
  expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
});

test('a refusal from the server is said and keeps the dialog as typed', async () => {
  const api = remindersApi({}, (method, path) =>
    method === 'POST' && path === pathTo(paths.reminders.outcome, { id: 1 })
      ? { status: 409, body: { status: 'failed', message: 'This reminder is no longer open.' } }
      : undefined,
  );
  renderRoutes(routes, '/reminders');
  await open();
  await userEvent.click(inDialog().getByRole('radio', { name: 'Reached' }));
  await userEvent.type(inDialog().getByRole('textbox', { name: 'Note' }), 'Will renew');
  await userEvent.click(inDialog().getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This reminder is no longer open.');
  expect(inDialog().getByRole('radio', { name: 'Reached' })).toBeChecked();
  expect(inDialog().getByRole('textbox', { name: 'Note' })).toHaveValue('Will renew');
  expect(api.db.reminders.tasks[0]!.state).toBe('open');
});
