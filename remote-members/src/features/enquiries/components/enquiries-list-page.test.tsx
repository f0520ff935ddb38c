import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  columnHeaders,
  answerDialog,
  call,
  fakeAdmin,
  fakeApi,
  fakeEnquiriesApi,
  memberPlans,
  renderRoutes,
  rowMenuItems,
  sampleEnquiries,
  sampleEnquiry,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);
const bodyRows = () => screen.getAllByRole('row').slice(1);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function openMenu(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  return screen.getAllByRole('menuitem').map((item) => item.textContent);
}

test('lists enquiries newest first with date, name, phone, interest, source, status, follow-up day and note, and an Add Enquiry link', async () => {
  fakeEnquiriesApi([
    sampleEnquiry(1, {
      name: 'Asha Rao',
      enquiry_date: '2026-03-02',
      plan_id: 1,
      plan_name: 'Gold',
      note: 'Mornings',
      status: 'Contacted',
      source: 'walk_in',
      follow_up_on: '2026-03-12',
    }),
    sampleEnquiry(2, { name: 'Ravi Kumar', phone: '+919800000002', enquiry_date: '2026-03-09' }),
  ]);
  renderSection('/enquiries');
  expect(screen.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add Enquiry' })).toHaveAttribute(
    'href',
    '/enquiries/add',
  );
  await screen.findByText('Asha Rao');
  expect(columnHeaders()).toEqual([
    'Date',
    'Name',
    'Phone',
    'Interest',
    'Source',
    'Status',
    'Follow up on',
    'Note',
    'Actions',
  ]);
  const [first, second] = bodyRows();
  expect(
    within(first!)
      .getAllByRole('cell')
      .slice(0, 8)
      .map((c) => c.textContent),
  ).toEqual(['9 Mar 2026', 'Ravi Kumar', '+919800000002', 'N/A', 'N/A', 'New', 'N/A', 'N/A']);
  expect(
    within(second!)
      .getAllByRole('cell')
      .slice(0, 8)
      .map((c) => c.textContent),
  ).toEqual([
    '2 Mar 2026',
    'Asha Rao',
    '9811100001',
    'Gold',
    'Walk-in',
    'Contacted',
    '12 Mar 2026',
    'Mornings',
  ]);
});

test('pages 5 at a time on the server and searches name or phone, back to page 1', async () => {
  const api = fakeEnquiriesApi(sampleEnquiries(7));
  renderSection('/enquiries');
  await screen.findByText('Enquirer 07');
  expect(bodyRows()).toHaveLength(5);
  expect(screen.getByText('1–5 of 7')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('Enquirer 01')).toBeInTheDocument();
  expect(location()).toBe('/enquiries?page=2');
  expect(api.calls.map((c) => c.path)).toContain(`${paths.enquiries.list}?page=2&page_size=5`);

  const search = screen.getByRole('searchbox', { name: 'Search enquiries' });
  await userEvent.type(search, '9811100003');
  await waitFor(() => expect(bodyRows()).toHaveLength(1));
  expect(screen.getByText('Enquirer 03')).toBeInTheDocument();
  expect(location()).toBe('/enquiries?q=9811100003');
  await userEvent.clear(search);
  await userEvent.type(search, 'nobody');
  expect(await screen.findByText('No enquiries match your search.')).toBeInTheDocument();
});

test('no enquiries yet', async () => {
  fakeEnquiriesApi([]);
  renderSection('/enquiries');
  expect(await screen.findByText('No enquiries yet.')).toBeInTheDocument();
});

test('the row menu offers Edit, Convert to member and Delete last, but no conversion once Joined', async () => {
  fakeEnquiriesApi([sampleEnquiry(1), sampleEnquiry(2, { status: 'Joined', member_id: 9 })]);
  renderSection('/enquiries');
  expect(await openMenu('Enquirer 01')).toEqual(['Edit', 'Convert to member', 'Delete']);
  await userEvent.keyboard('{Escape}');
  expect(await openMenu('Enquirer 02')).toEqual(['Edit', 'Delete']);
});

test('an account that may work with enquiries but not add members is not offered Convert to member', async () => {
  fakeApi({
    auth: fakeAdmin({ role: 'Enquiries desk', permissions: ['enquiries.manage'] }),
    enquiries: [sampleEnquiry(1)],
  });
  renderSection('/enquiries');
  expect(await rowMenuItems('Enquirer 01')).toEqual(['Edit', 'Delete']);
  expect(screen.getByRole('link', { name: 'Add Enquiry' })).toBeInTheDocument();
});

test('Convert to member opens Add User for that enquiry', async () => {
  fakeEnquiriesApi([sampleEnquiry(4)], memberPlans);
  renderSection('/enquiries');
  await openMenu('Enquirer 04');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Convert to member' }));
  expect(location()).toBe('/users/add?enquiry=4');
  expect(await screen.findByRole('heading', { level: 1, name: 'Add User' })).toBeInTheDocument();
});

test('Delete asks first, then removes the enquiry and says Deleted successfully!', async () => {
  const api = fakeEnquiriesApi(sampleEnquiries(2));
  renderSection('/enquiries');
  await openMenu('Enquirer 01');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this enquiry?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

  await openMenu('Enquirer 01');
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  await answerDialog('Delete');
  expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');
  expect(api.calls).toContainEqual(call('DELETE', pathTo(paths.enquiries.delete, { id: 1 })));
  expect(screen.queryByText('Enquirer 01')).toBeNull();
  expect(api.db.enquiries.map((e) => e.id)).toEqual([2]);
});
