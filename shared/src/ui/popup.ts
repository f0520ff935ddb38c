import { css } from 'styled-components';

/** A list that opens over the page below its control: a row's menu, a combobox's options. */
export const popupSurface = css`
  position: absolute;
  margin: ${({ theme }) => theme.space[1]} 0 0;
  padding: ${({ theme }) => theme.space[1]} 0;
  list-style: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

/**
 * A popup rendered in a portal and placed by usePopupPlacement: above everything but toasts,
 * never cut off by a table's scrolling box, and scrolling inside when the window is short.
 */
export const floatingPopup = css`
  ${popupSurface}
  position: fixed;
  top: 0;
  left: 0;
  margin: 0;
  z-index: ${({ theme }) => theme.layers.popup};
  overflow-y: auto;
`;
