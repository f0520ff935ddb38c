import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type ClassSettingsReply } from '@spotter/shared';
import { clickForNotice, fillForm, inProcessApi, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';

// The settings are the API's (its time zone check is Node's): the real API in-process.
const api = inProcessApi();

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const LABELS = [
  'Time zone',
  'Booking cut-off (minutes)',
  'Strikes before a ban',
  'Strike window (days)',
  'Ban (days)',
];

test('shows the class settings, checks them as the API does before sending, and saves them', async () => {
  const served = await api.serve();
  renderRoutes(routes, '/classes/settings');
  expect(await screen.findByRole('heading', { level: 1, name: 'Class settings' })).toBeVisible();
  expect(await screen.findByDisplayValue('Asia/Kolkata')).toBeVisible();
  expect(LABELS.map((label) => (screen.getByLabelText(label) as HTMLInputElement).value)).toEqual([
    'Asia/Kolkata',
    '120',
    '3',
    '30',
    '7',
  ]);

  for (const label of LABELS) await userEvent.clear(screen.getByLabelText(label));
  await fillForm({
    'Time zone': 'Mars/Olympus',
    'Booking cut-off (minutes)': '20000',
    'Strikes before a ban': '0',
    'Strike window (days)': '2.5',
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(
    'Time zone must be a time zone such as Asia/Kolkata.',
  );
  expect(screen.getByLabelText('Booking cut-off (minutes)')).toHaveAccessibleDescription(
    'Booking cut-off must be a whole number of minutes from 0 to 10080',
  );
  expect(screen.getByLabelText('Strikes before a ban')).toHaveAccessibleDescription(
    'Strikes before a ban must be a whole number from 1 to 100',
  );
  expect(screen.getByLabelText('Strike window (days)')).toHaveAccessibleDescription(
    'Strike window must be a whole number of days from 1 to 365',
  );
  expect(screen.getByLabelText('Ban (days)')).toHaveAccessibleDescription('Ban is required');
  expect(served.calls.filter((call) => call.method === 'POST')).toEqual([]);

  for (const label of LABELS) await userEvent.clear(screen.getByLabelText(label));
  await fillForm({
    'Time zone': 'Europe/London',
    'Booking cut-off (minutes)': '60',
    'Strikes before a ban': '4',
    'Strike window (days)': '14',
    'Ban (days)': '10',
  });
  await clickForNotice('Save', 'Class settings saved.');
  expect((await api.seed<ClassSettingsReply>('GET', paths.classes.settings)).settings).toEqual({
    time_zone: 'Europe/London',
    booking_cutoff_minutes: 60,
    strike_limit: 4,
    strike_window_days: 14,
    strike_ban_days: 10,
  });
});
