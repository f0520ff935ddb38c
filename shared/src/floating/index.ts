// Its own entry, shared on its own at run time and loaded when a popup first opens (see
// ui/use-popup-placement.ts): the login page never downloads floating-ui.
import { autoUpdate, computePosition, flip, offset, shift, size } from '@floating-ui/dom';

export interface PopupPlacement {
  side: 'bottom-start' | 'bottom-end';
  /** At least as wide as its anchor (a combobox's list under its box). */
  matchWidth?: boolean;
}

const MARGIN = 8;

/**
 * Keeps `popup` (position: fixed) next to `anchor` and inside the viewport while either moves:
 * below it, or above when there is more room there, shifted sideways to stay on screen, and no
 * taller than the room left (it scrolls inside). Returns the function that stops following.
 */
export function keepPlaced(
  anchor: Element,
  popup: HTMLElement,
  { side, matchWidth = false }: PopupPlacement,
): () => void {
  const place = () =>
    void computePosition(anchor, popup, {
      strategy: 'fixed',
      placement: side,
      middleware: [
        offset(4),
        flip({ padding: MARGIN }),
        shift({ padding: MARGIN }),
        size({
          padding: MARGIN,
          apply: ({ availableHeight, availableWidth, rects }) => {
            if (matchWidth)
              popup.style.minWidth = `${Math.min(rects.reference.width, availableWidth)}px`;
            popup.style.maxHeight = `${Math.max(120, availableHeight)}px`;
            popup.style.maxWidth = `${Math.max(160, availableWidth)}px`;
          },
        }),
      ],
    }).then(({ x, y }) => {
      popup.style.left = `${x}px`;
      popup.style.top = `${y}px`;
    });
  return autoUpdate(anchor, popup, place);
}
