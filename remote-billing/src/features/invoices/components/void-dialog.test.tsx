import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeAdmin,
  fakeApi,
  fakeInvoicesApi,
  fakeRole,
  renderRoutes,
  sampleInvoice,
  sampleInvoices,
} from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paramsOf, paths, pathTo } from '@spotter/shared';

const renderSection = () => renderRoutes(routes, '/invoice');
const rowOf = (number: string) => screen.getByRole('cell', { name: number }).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const dialog = () => screen.getByRole('dialog', { name: 'Void INV-00002' });
const voidCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => paramsOf(paths.invoices.void, c.path));
const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((c) => c.path.startsWith(paths.invoices.list));

/** Opens INV-00002's row menu and chooses Void. */
async function openVoid() {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for INV-00002' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Void' }));
  return screen.findByRole('dialog', { name: 'Void INV-00002' });
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('Void asks for a reason, voids the payment with it, says so and shows the invoice Voided with its credit note', async () => {
  const api = fakeInvoicesApi(sampleInvoices(2));
  renderSection();
  await openVoid();
  expect(dialog()).toHaveTextContent(
    'A credit note gives back the ₹4,500 received on INV-00002, and Member 02 owes it again.',
  );
  const reason = within(dialog()).getByRole('textbox', { name: 'Reason' });
  expect(reason).toHaveFocus();
  expect(reason).toBeRequired();

  // Without a reason nothing is sent.
  await userEvent.type(reason, '   ');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Void' }));
  expect(reason).toHaveAccessibleDescription('Please give a reason.');
  expect(voidCalls(api)).toEqual([]);

  const listed = listCalls(api).length;
  await userEvent.clear(reason);
  await userEvent.type(reason, 'Paid twice by mistake');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Void' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'INV-00002 voided. Credit note CN-00001 for ₹4,500.',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(voidCalls(api)).toEqual([
    {
      method: 'POST',
      path: pathTo(paths.invoices.void, { id: 2 }),
      body: { reason: 'Paid twice by mistake' },
    },
  ]);
  // The list (and every figure of the member's money) is read again.
  await waitFor(() => expect(cellsOf(rowOf('INV-00002'))).toContain('Voided CN-00001'));
  expect(listCalls(api).length).toBeGreaterThan(listed);
  expect(cellsOf(rowOf('INV-00002')).at(-1)).toBe('Download');
  expect(screen.queryByRole('button', { name: 'Actions for INV-00002' })).toBeNull();
});

test('Cancel closes the dialog and voids nothing', async () => {
  const api = fakeInvoicesApi(sampleInvoices(2));
  renderSection();
  await openVoid();
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Reason' }), 'Oops');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(voidCalls(api)).toEqual([]);
  expect(cellsOf(rowOf('INV-00002'))).toContain('Paid');
});

test('a refused void shows the API’s message and keeps the dialog open as typed', async () => {
  fakeInvoicesApi(sampleInvoices(2), (method, path) =>
    method === 'POST' && paramsOf(paths.invoices.void, path)
      ? {
          status: 409,
          body: { status: 'failed', message: 'Only payments of the current period can be voided.' },
        }
      : undefined,
  );
  renderSection();
  await openVoid();
  await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Reason' }), 'Paid twice');
  await userEvent.click(within(dialog()).getByRole('button', { name: 'Void' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only payments of the current period can be voided.',
  );
  expect(within(dialog()).getByRole('textbox', { name: 'Reason' })).toHaveValue('Paid twice');
});

test('a voided invoice shows Voided and its credit note; only invoices that can be voided offer Void', async () => {
  fakeInvoicesApi([
    sampleInvoice(1, { voided: true, credit_note_number: 'CN-00007', voidable: false }),
    // Of an earlier period, or its member deleted: the API says it cannot be voided.
    sampleInvoice(2, { voidable: false }),
    sampleInvoice(3),
  ]);
  renderSection();
  await screen.findByText('Member 03');
  expect(cellsOf(rowOf('INV-00001')).slice(-2)).toEqual(['Voided CN-00007', 'Download']);
  expect(cellsOf(rowOf('INV-00002')).slice(-2)).toEqual(['Paid', 'Download']);
  expect(
    screen
      .getAllByRole('button', { name: /^Actions for/ })
      .map((b) => b.getAttribute('aria-label')),
  ).toEqual(['Actions for INV-00003']);
});

test.each([
  ['Owner', true],
  ['Accountant', true],
  ['Manager', false],
  ['Front desk', false],
] as const)('a %s is offered Void: %s', async (role, offered) => {
  fakeApi({ auth: fakeAdmin(fakeRole(role)), invoices: sampleInvoices(1) });
  renderSection();
  expect(await screen.findByRole('button', { name: 'Download INV-00001' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Actions for INV-00001' }) !== null).toBe(offered);
});
