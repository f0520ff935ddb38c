import { ApiError } from '@spotter/shared';

export interface StatusReply {
  status?: string;
  message?: string;
}

/** SPEC §7 judges a write by `status`: a 2xx answer that is not 'success' is a failure too. */
export function expectSuccess<T extends StatusReply>(body: T | undefined): T {
  if (body?.status !== 'success')
    throw new ApiError(200, body?.message || 'The server did not confirm the change.', body);
  return body;
}
