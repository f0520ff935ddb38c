import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { configureClient } from './client';
import { useApi } from './swr';
import { renderWithProviders } from '../testing/render';

function Plans() {
  const { data, error } = useApi<{ plans: string[] }>('/members/view_plans');
  if (error) return <p>error: {error.message}</p>;
  return <p>{data ? data.plans.join(',') : 'waiting'}</p>;
}

const signals: AbortSignal[] = [];

beforeEach(() => {
  signals.length = 0;
  configureClient({ baseUrl: '/api', timeoutMs: 15_000 });
});

test('fetches through the client and renders the data', async () => {
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, text: async () => '{"plans":["Gold"]}' }) as Response);
  renderWithProviders(<Plans />);
  expect(await screen.findByText('Gold')).toBeInTheDocument();
  expect(globalThis.fetch).toHaveBeenCalledWith('/api/members/view_plans', expect.objectContaining({ credentials: 'include' }));
});

test('the request is aborted once the last component reading it unmounts', async () => {
  globalThis.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        signals.push(init.signal!);
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
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
