import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  call,
  clickForNotice,
  fakeEnquiriesApi,
  fillForm,
  memberPlans,
  optionTexts,
  renderRoutes,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { localToday } from './enquiry-form-values';
import { paths } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);
const location = () => screen.getByTestId('location').textContent;
const posts = (api: ReturnType<typeof fakeEnquiriesApi>) =>
  api.calls.filter((c) => c.method === 'POST');

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('shows the fields, dated today and New, with the plans as the interest', async () => {
  fakeEnquiriesApi([], memberPlans);
  renderSection('/enquiries/add');
  expect(screen.getByRole('heading', { level: 1, name: 'Add Enquiry' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('');
  expect(screen.getByLabelText('Phone')).toHaveValue('');
  expect(screen.getByLabelText('Date')).toHaveValue(localToday());
  expect(screen.getByLabelText('Status')).toHaveValue('New');
  expect(screen.getByLabelText('Note')).toHaveValue('');
  expect(screen.getByLabelText('Source')).toHaveValue('');
  expect(optionTexts(screen.getByLabelText('Source'))).toEqual([
    'Not known',
    'Walk-in',
    'Phone call',
    'WhatsApp',
    'Instagram',
    'Facebook',
    'Google',
    'Referral',
    'Other',
  ]);
  expect(screen.getByLabelText('Follow up on')).toHaveValue('');
  expect(screen.getByLabelText('Follow up on')).not.toBeRequired();
  expect(optionTexts(screen.getByLabelText('Status'))).toEqual([
    'New',
    'Contacted',
    'Joined',
    'Lost',
  ]);
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  const interest = screen.getByLabelText('Interest');
  expect(interest).toHaveValue('');
  expect(optionTexts(interest)).toEqual(['No plan', 'Gold (90 days)', 'Trial (7 days)']);
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/enquiries');
});

test('says what is missing or wrong beside each field and sends nothing', async () => {
  const api = fakeEnquiriesApi([], memberPlans);
  renderSection('/enquiries/add');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone is required');
  await userEvent.type(screen.getByLabelText('Name'), 'Kiran');
  expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription('Name is required');
  await userEvent.type(screen.getByLabelText('Phone'), '98-11');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
    'Phone number must be 7 to 15 digits, optionally starting with +',
  );
  expect(posts(api)).toHaveLength(0);
  expect(location()).toBe('/enquiries/add');
});

test('saves the enquiry as JSON, says so and returns to the list where it shows', async () => {
  const api = fakeEnquiriesApi([], memberPlans);
  renderSection('/enquiries/add');
  await fillForm({ Name: ' Kiran Shah ', Phone: '+919811122233' });
  await screen.findByRole('option', { name: 'Gold (90 days)' });
  await userEvent.selectOptions(screen.getByLabelText('Interest'), 'Gold (90 days)');
  await userEvent.clear(screen.getByLabelText('Date'));
  await fillForm({ Date: '2026-03-04', Status: 'Contacted', Note: 'Asked about mornings' });
  await clickForNotice('Save', 'Enquiry added successfully!');
  expect(posts(api)).toEqual([
    call('POST', paths.enquiries.add, {
      name: 'Kiran Shah',
      phone: '+919811122233',
      plan_id: 1,
      note: 'Asked about mornings',
      enquiry_date: '2026-03-04',
      status: 'Contacted',
      source: null,
      follow_up_on: null,
    }),
  ]);
  await waitFor(() => expect(location()).toBe('/enquiries'));
  expect(await screen.findByText('Kiran Shah')).toBeInTheDocument();
  expect(screen.getByText('Gold')).toBeInTheDocument();
});

test('sends the source chosen by its key and the follow-up day, and the list shows them', async () => {
  const api = fakeEnquiriesApi([], memberPlans);
  renderSection('/enquiries/add');
  await fillForm({ Name: 'Kiran Shah', Phone: '9811122233' });
  await userEvent.selectOptions(screen.getByLabelText('Source'), 'Phone call');
  await userEvent.type(screen.getByLabelText('Follow up on'), '2026-03-10');
  await clickForNotice('Save', 'Enquiry added successfully!');
  expect(posts(api)).toEqual([
    call(
      'POST',
      paths.enquiries.add,
      expect.objectContaining({ source: 'phone_call', follow_up_on: '2026-03-10' }),
    ),
  ]);
  const row = (await screen.findByText('Kiran Shah')).closest('tr')!;
  expect(row).toHaveTextContent('Phone call');
  expect(row).toHaveTextContent('10 Mar 2026');
});

test.each(['+91 98220 11223', '98230 45678', '(0) 98230-45678'])(
  'takes the phone %p as people type it, and sends it for the API to store its digits',
  async (phone) => {
    const api = fakeEnquiriesApi([], memberPlans);
    renderSection('/enquiries/add');
    await fillForm({ Name: 'Kiran Shah', Phone: phone });
    await clickForNotice('Save', 'Enquiry added successfully!');
    expect(posts(api)).toEqual([
      call('POST', paths.enquiries.add, expect.objectContaining({ name: 'Kiran Shah', phone })),
    ]);
  },
);

test("a refused add shows the server's message and keeps what was typed", async () => {
  fakeEnquiriesApi([], memberPlans, (method) =>
    method === 'POST'
      ? { status: 400, body: { status: 'failed', message: 'Please choose an existing plan' } }
      : undefined,
  );
  renderSection('/enquiries/add');
  await fillForm({ Name: 'Kiran', Phone: '9811122233' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an existing plan');
  expect(screen.getByLabelText('Name')).toHaveValue('Kiran');
  expect(location()).toBe('/enquiries/add');
});

test('a failure without a message says Failed to add enquiry!', async () => {
  fakeEnquiriesApi([], memberPlans, (method) => (method === 'POST' ? { status: 500 } : undefined));
  renderSection('/enquiries/add');
  await fillForm({ Name: 'Kiran', Phone: '9811122233' });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add enquiry!');
});

test('Back returns to the list page it came from', async () => {
  fakeEnquiriesApi([]);
  renderSection('/enquiries?q=kiran');
  await userEvent.click(screen.getByRole('link', { name: 'Add Enquiry' }));
  expect(await screen.findByRole('heading', { name: 'Add Enquiry' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(location()).toBe('/enquiries?q=kiran');
});
