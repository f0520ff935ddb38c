// The session lives in the kit: the remotes read the same cache entry for what the account may do.
export { clearSession, refreshSession, SESSION_KEY, useSession } from '@spotter/shared/core';
