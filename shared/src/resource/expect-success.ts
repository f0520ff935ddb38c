import { ApiError } from '@spotter/shared/core';

export interface StatusReply {
  status?: string;
  message?: string;
}

/**
 * The one success rule for writes: the API confirms every change with `status: 'success'`, so a
 * 2xx answer without it (or with another status) is a failure carrying the answer's message.
 */
export function expectSuccess<T extends StatusReply>(body: T | undefined, fallback: string): T {
  if (body?.status !== 'success') throw new ApiError(200, body?.message || fallback, body);
  return body;
}
