import { act } from '@testing-library/react';

type Listener = () => void;

let width: number | null = null;
let coarse = false;
const listeners = new Set<Listener>();

/** Evaluates the media features the theme uses: min-width, max-width (px) and pointer. */
function matches(query: string): boolean {
  if (width === null) return false;
  return query.split(/\s+and\s+/).every((part) => {
    const feature = /\(\s*(min-width|max-width|pointer)\s*:\s*([\w.]+?)(px)?\s*\)/.exec(part);
    if (!feature) return false;
    const [, name, value] = feature;
    if (name === 'pointer') return (value === 'coarse') === coarse;
    const px = Number(value);
    return name === 'min-width' ? width! >= px : width! <= px;
  });
}

function install() {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: (_: string, listener: Listener) => listeners.add(listener),
      removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

/**
 * Makes `matchMedia` answer as a window `px` wide would (jsdom has no layout, so the kit's
 * useMediaQuery is how a screen test picks a phone, a tablet or a desktop), with a touch screen
 * when `touch` is set. Call it before rendering, or during a test to "rotate" the device.
 * Undo with `resetScreenWidth` (e.g. in afterEach).
 */
export function setScreenWidth(px: number, { touch = false }: { touch?: boolean } = {}) {
  install();
  width = px;
  coarse = touch;
  act(() => listeners.forEach((listener) => listener()));
}

/** Back to a test environment without matchMedia: the desktop layout. */
export function resetScreenWidth() {
  width = null;
  coarse = false;
  listeners.clear();
  delete (window as { matchMedia?: unknown }).matchMedia;
}

export const PHONE_WIDTH = 390;
export const TABLET_WIDTH = 820;
