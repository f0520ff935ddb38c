import { useCallback, useSyncExternalStore } from 'react';
import { queries } from '../theme/tokens';

/**
 * Whether a media query matches now, following changes (a rotated tablet, a resized window).
 * Without matchMedia (a server, a bare test environment) nothing matches: the desktop layout.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

export type ScreenSize = 'phone' | 'tablet' | 'desktop';

/** The theme's breakpoint the window is in; what only structure can change (cards, a drawer) reads it. */
export function useScreenSize(): ScreenSize {
  const phone = useMediaQuery(queries.phone);
  const tablet = useMediaQuery(queries.tablet);
  return phone ? 'phone' : tablet ? 'tablet' : 'desktop';
}
