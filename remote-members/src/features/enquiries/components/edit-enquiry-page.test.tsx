import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeEnquiriesApi,
  memberPlans,
  renderRoutes,
  sampleEnquiry,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const kiran = sampleEnquiry(3, {
  name: 'Kiran Shah',
  phone: '9811122233',
  plan_id: 2,
  plan_name: 'Trial',
  note: 'Evenings',
  enquiry_date: '2026-03-04',
  source: 'whatsapp',
  follow_up_on: '2026-03-10',
});

test('loads the enquiry, changes its status and plan, and saves it', async () => {
  const api = fakeEnquiriesApi([kiran], memberPlans);
  renderSection('/enquiries/3/edit');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Enquiry' })).toBeInTheDocument();
  expect(await screen.findByLabelText('Name')).toHaveValue('Kiran Shah');
  expect(screen.getByLabelText('Phone')).toHaveValue('9811122233');
  expect(screen.getByLabelText('Date')).toHaveValue('2026-03-04');
  expect(screen.getByLabelText('Status')).toHaveValue('New');
  expect(screen.getByLabelText('Note')).toHaveValue('Evenings');
  expect(screen.getByLabelText('Source')).toHaveDisplayValue('WhatsApp');
  expect(screen.getByLabelText('Follow up on')).toHaveValue('2026-03-10');
  await screen.findByRole('option', { name: 'Trial (7 days)' });
  expect(screen.getByLabelText('Interest')).toHaveValue('2');

  await userEvent.selectOptions(screen.getByLabelText('Status'), 'Lost');
  await userEvent.selectOptions(screen.getByLabelText('Interest'), 'No plan');
  await userEvent.selectOptions(screen.getByLabelText('Source'), 'Referral');
  await userEvent.clear(screen.getByLabelText('Follow up on'));
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Enquiry updated successfully!');
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.enquiries.edit, { id: 3 }),
      body: {
        name: 'Kiran Shah',
        phone: '9811122233',
        plan_id: null,
        note: 'Evenings',
        enquiry_date: '2026-03-04',
        status: 'Lost',
        source: 'referral',
        follow_up_on: null,
      },
    },
  ]);
  await waitFor(() => expect(location()).toBe('/enquiries'));
  const row = (await screen.findByText('Kiran Shah')).closest('tr')!;
  expect(within(row).getByText('Lost')).toBeInTheDocument();
});

test('Edit in the row menu opens the form, and Back returns to the same list page', async () => {
  fakeEnquiriesApi([kiran], memberPlans);
  renderSection('/enquiries?q=kiran');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Kiran Shah' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
  expect(location()).toBe('/enquiries/3/edit');
  await screen.findByDisplayValue('Kiran Shah');
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(location()).toBe('/enquiries?q=kiran');
});

test("a refused update shows the server's message and stays on the form", async () => {
  fakeEnquiriesApi([kiran], memberPlans, (method) =>
    method === 'POST'
      ? {
          status: 400,
          body: {
            status: 'failed',
            message: 'This enquiry was converted into a member, so its status stays Joined.',
          },
        }
      : undefined,
  );
  renderSection('/enquiries/3/edit');
  await screen.findByDisplayValue('Kiran Shah');
  await userEvent.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This enquiry was converted into a member, so its status stays Joined.',
  );
  expect(location()).toBe('/enquiries/3/edit');
});

test('an unknown enquiry says Enquiry not found with a way back', async () => {
  fakeEnquiriesApi([kiran]);
  renderSection('/enquiries/99/edit');
  expect(await screen.findByText('Enquiry not found')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to enquiries' })).toHaveAttribute(
    'href',
    '/enquiries',
  );
});
