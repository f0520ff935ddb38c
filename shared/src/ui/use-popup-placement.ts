import { useLayoutEffect, type RefObject } from 'react';
import type { PopupPlacement } from '../floating';

/** Where a popup goes before floating-ui has loaded: under its anchor, inside the window. */
function roughPlace(anchor: Element, popup: HTMLElement, { side, matchWidth }: PopupPlacement) {
  const box = anchor.getBoundingClientRect();
  if (matchWidth) popup.style.minWidth = `${box.width}px`;
  const width = popup.offsetWidth;
  const left = side === 'bottom-end' ? box.right - width : box.left;
  popup.style.left = `${Math.max(8, Math.min(left, window.innerWidth - width - 8))}px`;
  popup.style.top = `${box.bottom + 4}px`;
}

/**
 * Places a popup (rendered in a portal, `position: fixed`) by its anchor while `open`, within the
 * viewport (see floating/index.ts). floating-ui is fetched the first time a popup opens; until
 * then, a rough placement under the anchor.
 */
export function usePopupPlacement(
  anchor: RefObject<Element | null>,
  popup: RefObject<HTMLElement | null>,
  open: boolean,
  side: PopupPlacement['side'] = 'bottom-end',
  matchWidth = false,
) {
  useLayoutEffect(() => {
    const anchorEl = anchor.current;
    const popupEl = popup.current;
    if (!open || !anchorEl || !popupEl) return;
    const placement = { side, matchWidth };
    roughPlace(anchorEl, popupEl, placement);
    let stop: (() => void) | undefined;
    let closed = false;
    import(/* webpackChunkName: "floating" */ '@spotter/shared/floating')
      .then(({ keepPlaced }) => {
        if (!closed) stop = keepPlaced(anchorEl, popupEl, placement);
      })
      .catch(() => {
        // The rough placement stays: a popup that opens is worth more than a perfect one.
      });
    return () => {
      closed = true;
      stop?.();
    };
  }, [anchor, popup, open, side, matchWidth]);
}
