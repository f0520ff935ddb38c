import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { request } from './client';
import { ApiError, isAbortError } from './errors';

function shouldRetry(error: unknown): boolean {
  if (isAbortError(error)) return false;
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500);
}

export const swrDefaults: SWRConfiguration = {
  fetcher: (path: string) => request(path),
  shouldRetryOnError: shouldRetry,
  revalidateOnFocus: false,
};

/** SWR with Spotter's conventions; `value` is merged on top (tests pass a fresh cache). */
export function SpotterSWRConfig({
  children,
  value,
}: {
  children: ReactNode;
  value?: SWRConfiguration;
}) {
  return <SWRConfig value={{ ...swrDefaults, ...value }}>{children}</SWRConfig>;
}
