import { ApiError, isAbortError, NetworkError } from '@spotter/shared/core';

/** The message docs/product/calls-and-messages.md §8 asks for after a failed login attempt. */
export function loginErrorMessage(error: unknown): string | null {
  if (isAbortError(error)) return null;
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? body.message : 'Login failed!';
  }
  return 'Something went wrong. Try again later.';
}
