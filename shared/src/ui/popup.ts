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
