import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing';
import { DownloadButton } from './download-button';

test('is disabled, aria-busy and reads "Downloading…" until the download settles, then is itself again', async () => {
  let finish = () => {};
  const download = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  renderWithProviders(<DownloadButton download={download}>Download Invoice</DownloadButton>);
  await userEvent.click(screen.getByRole('button', { name: 'Download Invoice' }));
  const busy = screen.getByRole('button', { name: 'Downloading…' });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  finish();
  const idle = await screen.findByRole('button', { name: 'Download Invoice' });
  expect(idle).toBeEnabled();
  expect(idle).not.toHaveAttribute('aria-busy');
  expect(download).toHaveBeenCalledTimes(1);
});

test('is itself again after a failed download (the failure is the download’s to tell)', async () => {
  const download = jest.fn(() => Promise.reject(new Error('Download failed!')));
  renderWithProviders(<DownloadButton download={download}>Download All</DownloadButton>);
  await userEvent.click(screen.getByRole('button', { name: 'Download All' }));
  expect(await screen.findByRole('button', { name: 'Download All' })).toBeEnabled();
});
