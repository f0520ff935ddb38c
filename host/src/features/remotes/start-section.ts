import { currentDeclarations, subscribeToDeclarations } from './declarations';
import { findOwner } from './find-owner';
import { loadSection } from './load-section';

/**
 * Starts loading the section that owns the page's URL as soon as its declaration is read, at
 * start-up, alongside the session check rather than after it. The section is still rendered only
 * inside the signed-in layout (RequireSession), so nothing of it shows before the session is
 * known; it is simply ready by then. A failure is left for the section's own error and Retry.
 */
export function startSectionOf(pathname: string): void {
  const tryStart = () => {
    const owner = findOwner(currentDeclarations(), pathname);
    if (owner.kind === 'pending') return false;
    if (owner.kind === 'remote') loadSection(owner.remote).catch(() => {});
    return true;
  };
  if (tryStart()) return;
  const stop = subscribeToDeclarations(() => {
    if (tryStart()) stop();
  });
}
