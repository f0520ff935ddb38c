import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import { chunkLoader, lazyPage, pageChunk } from './lazy-page';

test('says it is loading until the chunk arrives, then draws the page it picks', async () => {
  type Chunk = { Other: () => null; Page: () => ReactElement };
  let arrive!: (module: Chunk) => void;
  const chunk = new Promise<Chunk>((resolve) => {
    arrive = resolve;
  });
  renderWithProviders(
    lazyPage(
      () => chunk,
      (m) => m.Page,
    ),
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  arrive({ Other: () => null, Page: () => <h1>The page</h1> });
  expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('draws a page whose chunk has already arrived at once, with no loading state', async () => {
  const page = pageChunk(
    async () => ({ Page: () => <h1>Already here</h1> }),
    (m) => m.Page,
  );
  await page.preload();
  renderWithProviders(page.element);
  // In the first render's output, not after a Suspense fallback and its reveal.
  expect(screen.getByRole('heading', { name: 'Already here' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});

test('fetches a chunk once, keeps a failure until Retry, then asks again', async () => {
  let calls = 0;
  const chunk = chunkLoader(
    () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ value: 7 });
    },
    (m) => m.value,
  );
  await expect(chunk.preload()).rejects.toThrow('offline');
  await expect(chunk.preload()).rejects.toThrow('offline');
  expect(calls).toBe(1);
  chunk.retry();
  await expect(chunk.preload()).resolves.toBe(7);
  expect(chunk.loaded()).toBe(7);
  expect(calls).toBe(2);
});
