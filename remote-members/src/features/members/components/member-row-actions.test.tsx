import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeMembersApi, sampleMembers, renderRoutes } from '@spotter/shared/testing';
import { routes } from '../../../routes';
import { paths, pathTo } from '@spotter/shared';

const renderSection = (url: string) => renderRoutes(routes, url);

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

async function choose(name: string, action: 'Delete' | 'Download') {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: action }));
}

describe('Delete', () => {
  test('asks first; Cancel keeps the row and sends nothing', async () => {
    const api = fakeMembersApi(sampleMembers(2));
    renderSection('/users');
    await choose('Member 01', 'Delete');
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this user?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Member 01')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  test('confirmed: the row goes at once, the server is told, and it says Deleted successfully!', async () => {
    let release: () => void = () => {};
    const gate = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    const api = fakeMembersApi(sampleMembers(6), undefined, (method) =>
      method === 'DELETE' ? gate : undefined,
    );
    renderSection('/users');
    await choose('Member 02', 'Delete');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    // Gone before the server has answered.
    expect(screen.queryByText('Member 02')).toBeNull();
    expect(screen.getByText(/of 5$/)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');
    expect(api.calls).toContainEqual({
      method: 'DELETE',
      path: pathTo(paths.members.delete, { id: 2 }),
      body: undefined,
    });
    // The page is refetched so the next member moves up into it.
    expect(await screen.findByText('Member 06')).toBeInTheDocument();
    expect(screen.queryByText('Member 02')).toBeNull();
  });

  test('the message offers Undo: pressing it brings the member back and says so', async () => {
    const api = fakeMembersApi(sampleMembers(2));
    renderSection('/users');
    await choose('Member 02', 'Delete');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted successfully!');
    await waitFor(() => expect(screen.queryByText('Member 02')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Member 02 restored.');
    expect(await screen.findByText('Member 02')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual([
      pathTo(paths.members.delete, { id: 2 }),
      pathTo(paths.undo.action, { id: 1 }),
    ]);
  });

  test('a refused delete puts the row back and says Delete failed!', async () => {
    fakeMembersApi(sampleMembers(2), undefined, (method) =>
      method === 'DELETE'
        ? { status: 500, body: { status: 'failed', message: 'boom' } }
        : undefined,
    );
    renderSection('/users');
    await choose('Member 01', 'Delete');
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed!');
    expect(screen.getByText('Member 01')).toBeInTheDocument();
  });
});

describe('Download', () => {
  beforeEach(() => {
    URL.createObjectURL = jest.fn(() => 'blob:invoice');
    URL.revokeObjectURL = jest.fn();
  });

  test('saves the invoice PDF as invoice_{id}.pdf', async () => {
    const saved: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const api = fakeMembersApi(sampleMembers(3));
    renderSection('/users');
    await choose('Member 03', 'Download');
    await waitFor(() => expect(saved).toEqual([{ name: 'invoice_3.pdf', href: 'blob:invoice' }]));
    expect(api.calls).toContainEqual({
      method: 'GET',
      path: pathTo(paths.invoices.memberInvoice, { id: 3 }),
      body: undefined,
    });
    const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
    expect(blob.type).toBe('application/pdf');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test("a failure shows the server's message, or Download failed!", async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    let body: unknown = { status: 'failed', message: 'No invoice for this member' };
    fakeMembersApi(sampleMembers(1), undefined, (_method, path) =>
      path.includes('download_invoice') ? { status: 404, body } : undefined,
    );
    renderSection('/users');
    await choose('Member 01', 'Download');
    expect(await screen.findByRole('alert')).toHaveTextContent('No invoice for this member');
    body = undefined;
    await choose('Member 01', 'Download');
    await waitFor(() =>
      expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('Download failed!'),
    );
    expect(click).not.toHaveBeenCalled();
  });
});
