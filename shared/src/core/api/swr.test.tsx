import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { paths } from '@spotter/api/paths';
import { configureClient } from './client';
import { useApi } from './swr';
import { renderWithProviders } from '../../testing/render';

function Plans() {
  const { data, error } = useApi<{ plans: string[] }>(paths.plans.list);
  if (error) return <p>error: {error.message}</p>;
  return <p>{data ? data.plans.join(',') : 'waiting'}</p>;
}

const signals: AbortSignal[] = [];

beforeEach(() => {
  signals.length = 0;
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
});

test('fetches through the client and renders the data', async () => {
  globalThis.fetch = jest.fn(
    async () => ({ ok: true, status: 200, text: async () => '{"plans":["Gold"]}' }) as Response,
  );
  renderWithProviders(<Plans />);
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith(
    '/api/members/view_plans',
    expect.objectContaining({ credentials: 'include' }),
  );
});

test('the request is aborted once the last component reading it unmounts', async () => {
  globalThis.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal!);
        init.signal!.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      }),
  ) as unknown as typeof fetch;
  const { rerender, unmount } = renderWithProviders(
    <>
      <Plans />
      <Plans />
    </>,
  );
  await waitFor(() => expect(signals).toHaveLength(1));
  rerender(<Plans />);
  await Promise.resolve();
  expect(signals[0]!.aborted).toBe(false);
  unmount();
  await waitFor(() => expect(signals[0]!.aborted).toBe(true));
});

test("StrictMode's simulated unmount does not cancel the request", async () => {
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    signals.push(init!.signal!);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { ok: true, status: 200, text: async () => '{"plans":["Gold"]}' } as Response;
  });
  renderWithProviders(
    <StrictMode>
      <Plans />
    </StrictMode>,
  );
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  expect(signals.every((s) => !s.aborted)).toBe(true);
});

function Page({ n }: { n: number }) {
  const { data } = useApi<{ page: number }>(`/things?page=${n}`, { keepPreviousData: true });
  return <p>{data ? `page ${data.page}` : 'waiting'}</p>;
}

test('going back to a page already read, then on to a new one, still fetches the new one', async () => {
  const asked: string[] = [];
  globalThis.fetch = jest.fn(async (url: RequestInfo | URL) => {
    asked.push(String(url));
    const page = Number(/page=(\d+)/.exec(String(url))![1]);
    return { ok: true, status: 200, text: async () => JSON.stringify({ page }) } as Response;
  });
  const { rerender } = renderWithProviders(<Page n={1} />);
  expect(await screen.findByText('page 1')).toBeInTheDocument();
  rerender(<Page n={2} />);
  expect(await screen.findByText('page 2')).toBeInTheDocument();
  // Back to page 1, served from the cache; page 2's reader is gone meanwhile.
  rerender(<Page n={1} />);
  expect(await screen.findByText('page 1')).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 50));
  rerender(<Page n={3} />);
  expect(await screen.findByText('page 3')).toBeInTheDocument();
  expect(asked).toContain('/api/things?page=3');
});
