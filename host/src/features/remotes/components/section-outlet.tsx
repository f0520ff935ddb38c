import { Loading, NotFoundPage, useLocation } from '@spotter/shared/core';
import { retryUnreadable } from '../declarations';
import { useDeclarations } from '../use-declarations';
import { findOwner } from '../find-owner';
import { forgetUnloadedSections } from '../load-section';
import { RemoteSection } from './remote-section';
import { SectionError } from './section-error';

/** Reads the unreadable declarations again; the section then found loads afresh. */
function retry() {
  forgetUnloadedSections();
  retryUnreadable();
}

/**
 * Every URL the host does not own itself: the section of the remote that declares it, or the
 * not-found page. While a remote that could not be read might own the URL, it is that section's
 * error (with Retry), not a 404.
 */
export function SectionOutlet() {
  const { pathname } = useLocation();
  const owner = findOwner(useDeclarations(), pathname);
  if (owner.kind === 'remote') return <RemoteSection key={owner.remote} remote={owner.remote} />;
  if (owner.kind === 'pending') return <Loading />;
  if (owner.kind === 'unreachable') return <SectionError onRetry={retry} />;
  return <NotFoundPage />;
}
