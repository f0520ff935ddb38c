import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdmin, fakeApi, fakeRole } from '@spotter/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { paths } from '@spotter/shared';

const backupsCard = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Backups' })).parentElement!;

const latest = {
  file: 'spotter-2026-11-25-020000.sqlite',
  created_at: new Date(2026, 10, 25, 2, 0).toISOString(),
  size: 5 * 1024 * 1024 + 300 * 1024,
};

describe('backups in Settings', () => {
  it('shows the Owner the last backup’s time and size, and links to downloading it', async () => {
    fakeApi({ backups: { status: 'success', database: 'sqlite', latest } });
    renderApp('/settings');
    const card = await backupsCard();
    expect(
      await within(card).findByText('Last backup: 25 Nov 2026, 02:00 (5.3 MB)'),
    ).toBeInTheDocument();
    const link = within(card).getByRole('link', { name: 'Download latest backup' });
    expect(link).toHaveAttribute('href', '/api/backups/download');
    expect(link).toHaveAttribute('download', latest.file);
  });

  it('says when no backup has been made yet, with nothing to download', async () => {
    fakeApi();
    renderApp('/settings');
    const card = await backupsCard();
    expect(await within(card).findByText('No backup has been made yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says that a PostgreSQL database’s provider makes its backups', async () => {
    fakeApi({ backups: { status: 'success', database: 'postgres', latest: null } });
    renderApp('/settings');
    const card = await backupsCard();
    expect(
      await within(card).findByText(
        'Backups of a PostgreSQL database are made by its provider, not by Spotter.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Retry when the backups cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let down = true;
    fakeApi({ backups: { status: 'success', database: 'sqlite', latest } }, (method, path) =>
      down && path === paths.backups.list
        ? { status: 500, body: { status: 'failed', message: 'Down' } }
        : undefined,
    );
    renderApp('/settings');
    const card = await backupsCard();
    expect(await within(card).findByText('Could not load the backups.')).toBeInTheDocument();
    down = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(
      await within(card).findByRole('link', { name: 'Download latest backup' }),
    ).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('is not there for a Manager, who never asks for it', async () => {
    const api = fakeApi({ auth: fakeAdmin(fakeRole('Manager')) });
    renderApp('/settings');
    expect(await screen.findByRole('heading', { level: 2, name: 'Gym' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Backups' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === paths.backups.list)).toEqual([]);
  });

  it('Back up now makes one at once: its message, and it shows as the last backup', async () => {
    const api = fakeApi({ backups: { status: 'success', database: 'sqlite', latest } });
    renderApp('/settings');
    const card = await backupsCard();
    await within(card).findByText('Last backup: 25 Nov 2026, 02:00 (5.3 MB)');
    await userEvent.click(within(card).getByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Backup made.');
    expect(await within(card).findByText(/^Last backup: .* \(6\.0 MB\)$/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Download latest backup' })).toHaveAttribute(
      'download',
      api.db.backups.latest!.file,
    );
    expect(api.calls.filter((call) => call.path === paths.backups.now)).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });

  it('Back up now says what went wrong and keeps the last backup shown', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({ backups: { status: 'success', database: 'sqlite', latest } }, (method, path) =>
      path === paths.backups.now
        ? { status: 500, body: { status: 'failed', message: 'The disk is full.' } }
        : undefined,
    );
    renderApp('/settings');
    const card = await backupsCard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Back up now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The disk is full.');
    expect(within(card).getByText('Last backup: 25 Nov 2026, 02:00 (5.3 MB)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Back up now' })).toBeEnabled();
    jest.restoreAllMocks();
  });

  it('offers no Back up now where the provider makes the backups', async () => {
    fakeApi({ backups: { status: 'success', database: 'postgres', latest: null } });
    renderApp('/settings');
    const card = await backupsCard();
    await within(card).findByText(
      'Backups of a PostgreSQL database are made by its provider, not by Spotter.',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});
