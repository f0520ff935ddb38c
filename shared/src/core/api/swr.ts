import { useCallback, useEffect, useRef } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { paramsOf } from '@spotter/api/paths';
import { request } from './client';

// One controller per cache key, shared by every component reading that key: SWR dedupes their
// requests into one, so it may only be cancelled once the last of them has gone.
interface Entry {
  users: number;
  controller: AbortController;
}
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { users: 0, controller: new AbortController() };
    entries.set(key, entry);
  }
  return entry;
}

function release(key: string) {
  const entry = entries.get(key);
  if (!entry) return;
  entry.users -= 1;
  // Deferred so that a remount in the same commit (StrictMode, a route swap) keeps the request.
  queueMicrotask(() => {
    if (entry.users > 0 || entries.get(key) !== entry) return;
    entries.delete(key);
    entry.controller.abort();
  });
}

/**
 * GET `key` (an API path, also the SWR cache key, so `mutate(path)` revalidates it) through the
 * shared client. The request is aborted when the last component using it unmounts.
 */
export function useApi<T>(
  key: string | null,
  config?: SWRConfiguration<T, Error>,
): SWRResponse<T, Error> {
  const usedSignal = useRef<AbortSignal | null>(null);

  useEffect(() => {
    if (key === null) return;
    // The previous key's request (about to be aborted as nobody reads it) must not pause this
    // key's: with cached data SWR revalidates a frame later, after that abort.
    usedSignal.current = null;
    entryFor(key).users += 1;
    return () => release(key);
  }, [key]);

  const fetcher = useCallback((path: string) => {
    const signal = entryFor(path).controller.signal;
    usedSignal.current = signal;
    return request<T>(path, { signal });
  }, []);

  return useSWR<T, Error>(key, fetcher, {
    ...config,
    // A request cancelled because nobody reads it any more must not land in the cache as an error.
    isPaused: () => usedSignal.current?.aborted === true,
  });
}

/** For mutations: `signal()` gives a signal that aborts when the component unmounts. */
export function useAbortOnUnmount(): () => AbortSignal {
  const controllers = useRef(new Set<AbortController>());
  useEffect(() => {
    const live = controllers.current;
    return () => {
      live.forEach((controller) => controller.abort());
      live.clear();
    };
  }, []);
  return useCallback(() => {
    const controller = new AbortController();
    controllers.current.add(controller);
    return controller.signal;
  }, []);
}

/**
 * Whether an SWR key (an API URL) reads one of `apiPaths`, filled and with any query: what a write
 * hands `mutate` to revalidate every page of the lists it changes.
 */
export const isReadOf = (key: unknown, apiPaths: readonly string[]) =>
  typeof key === 'string' && apiPaths.some((path) => paramsOf(path, key) !== undefined);
