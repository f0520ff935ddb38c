import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paramsOf, paths, pathTo } from '@spotter/api/paths';
import { IfAllowed } from '../core/access/require-permission';
import { useApi } from '../core/api/swr';
import { configureClient } from '../core/api/client';
import { formatRupees } from '../core/format/money';
import { call } from '../testing/actions';
import { fakeAdmin, fakeApi, sampleMember } from '../testing/fake-api';
import { renderWithProviders } from '../testing/render';
import type { MemberDetails } from '../core/types';
import { TakePaymentButton } from './take-payment-button';

const ravi = () => sampleMember(2, { name: 'Ravi Kumar', total_fee: 4500, due_amount: 500 });
const MEMBER = pathTo(paths.members.update, { id: 2 });

/** A screen showing the member's due as the API answers it, with Take payment beside it. */
function MemberDue() {
  const { data } = useApi<MemberDetails>(MEMBER);
  if (!data) return null;
  return (
    <>
      <p>{`Due ${formatRupees(data.due_amount)}`}</p>
      <TakePaymentButton payer={data} />
    </>
  );
}

const payments = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => paramsOf(paths.dues.recordPayment, c.path));
const dialog = () => screen.getByRole('dialog', { name: 'Take payment from Ravi Kumar' });
const amount = () => within(dialog()).getByRole('spinbutton', { name: 'Amount received' });
/** Opens the dialog (its code arrives on first use) and answers it. */
async function open() {
  await userEvent.click(await screen.findByRole('button', { name: 'Take payment' }));
  return screen.findByRole('dialog', { name: 'Take payment from Ravi Kumar' });
}

beforeEach(() => {
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('offers the whole due, records the amount received by the chosen method, shows the API’s message and reads the member again', async () => {
  const api = fakeApi({ members: [ravi()] });
  renderWithProviders(<MemberDue />);
  await open();
  expect(dialog()).toHaveTextContent('Ravi Kumar owes ₹500.');
  expect(amount()).toHaveValue(500);
  expect(amount()).toHaveFocus();
  const method = within(dialog()).getByRole('combobox', { name: 'Payment method' });
  expect(method).toHaveDisplayValue('Cash');

  await userEvent.clear(amount());
  await userEvent.type(amount(), '200');
  await userEvent.selectOptions(method, 'UPI');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Take payment' }));

  expect(await screen.findByRole('status')).toHaveTextContent(
    '₹200 received from Ravi Kumar. Invoice INV-00101.',
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(payments(api)).toEqual([
    call('POST', pathTo(paths.dues.recordPayment, { id: 2 }), { amount: 200, method: 'upi' }),
  ]);
  expect(await screen.findByText('Due ₹300')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.path === MEMBER)).toHaveLength(2);
});

test('the whole due taken, the member owes nothing and Take payment is offered no more', async () => {
  fakeApi({ members: [ravi()] });
  renderWithProviders(<MemberDue />);
  await open();
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '₹500 received from Ravi Kumar. Invoice INV-00101.',
  );
  expect(await screen.findByText('Due ₹0')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
});

test('the payment’s message offers Undo for a while: pressing it voids the payment, says so and reads the member again', async () => {
  const api = fakeApi({ members: [ravi()] });
  renderWithProviders(<MemberDue />);
  await open();
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByText('Due ₹0')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'INV-00101 voided. Credit note CN-00001 for ₹500.',
  );
  expect(await screen.findByText('Due ₹500')).toBeInTheDocument();
  expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
    call('POST', pathTo(paths.dues.recordPayment, { id: 2 }), { amount: 500, method: 'cash' }),
    call('POST', pathTo(paths.undo.action, { id: 1 })),
  ]);
});

test.each([
  ['', 'Amount received must be a whole number of rupees'],
  ['12.5', 'Amount received must be a whole number of rupees'],
  ['0', 'Amount received must be more than 0'],
  ['501', 'Amount received cannot be more than the ₹500 due'],
])('an amount of "%s" is refused in words and nothing is sent', async (typed, message) => {
  const api = fakeApi({ members: [ravi()] });
  renderWithProviders(<MemberDue />);
  await open();
  await userEvent.clear(amount());
  if (typed) await userEvent.type(amount(), typed);
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Take payment' }));
  expect(await within(dialog()).findByText(message)).toBeInTheDocument();
  expect(amount()).toHaveAccessibleDescription(message);
  expect(payments(api)).toHaveLength(0);
});

test('a refusal from the server keeps the dialog open as typed; Cancel and Escape close it without paying', async () => {
  const api = fakeApi({ members: [ravi()] }, (method, path) =>
    method === 'POST' && paramsOf(paths.dues.recordPayment, path)
      ? { status: 400, body: { status: 'failed', message: 'Ravi Kumar has nothing pending.' } }
      : undefined,
  );
  renderWithProviders(<MemberDue />);
  await open();
  await userEvent.clear(amount());
  await userEvent.type(amount(), '100');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Take payment' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Ravi Kumar has nothing pending.');
  expect(amount()).toHaveValue(100);

  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await open();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.db.members[0]!.due_amount).toBe(500);
});

test('is not offered to an account that may see dues but not record payments', async () => {
  fakeApi({
    auth: fakeAdmin({ role: 'Viewer', permissions: ['members.view', 'money.view'] }),
    members: [ravi()],
  });
  renderWithProviders(
    <>
      <MemberDue />
      <IfAllowed permission="money.view">
        <p>Session read</p>
      </IfAllowed>
    </>,
  );
  expect(await screen.findByText('Session read')).toBeInTheDocument();
  expect(await screen.findByText('Due ₹500')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Take payment' })).not.toBeInTheDocument();
});
