import { claimsPath } from '@spotter/shared/core';
import type { Declarations } from './declarations';

export type Owner =
  | { kind: 'remote'; remote: string }
  /** No declaration read so far claims it, and some are still on their way. */
  | { kind: 'pending' }
  /** No readable declaration claims it, and some remote could not be read: it may be that one's. */
  | { kind: 'unreachable' }
  | { kind: 'none' };

/** Which remote owns a URL, from what the remotes declared (the first claim wins). */
export function findOwner(declarations: Declarations, pathname: string): Owner {
  let pending = false;
  let unreadable = false;
  for (const [remote, state] of declarations) {
    if (state.status === 'ready' && claimsPath(state.declaration, pathname))
      return { kind: 'remote', remote };
    if (state.status === 'loading') pending = true;
    if (state.status === 'unreadable') unreadable = true;
  }
  if (pending) return { kind: 'pending' };
  return unreadable ? { kind: 'unreachable' } : { kind: 'none' };
}
