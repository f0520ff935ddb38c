/** The API answered with a non-2xx status; `message` is the server's own when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/**
 * What a clerk reads when the API cannot be reached (docs/product/calls-and-messages.md §8): what to do, never the
 * raw cause. The host's proxy answers a down API with it too.
 */
export const NETWORK_MESSAGE = 'Spotter cannot reach its server. Your changes are kept; try again.';

/**
 * The API was not reached: fetch itself failed (offline, DNS, connection reset), or a gateway in
 * between answered 502, 503 or 504 without the API's own JSON.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(override readonly cause: unknown) {
    super(NETWORK_MESSAGE);
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`);
  }
}

/** True when the caller cancelled the request (e.g. its screen unmounted): nothing to report. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** The server's `message`, the network failure's, or a fallback for errors that carry neither. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  return fallback;
}
