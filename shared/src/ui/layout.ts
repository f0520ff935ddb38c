import { css } from 'styled-components';

/** A row of items that wraps on narrow screens (headers, toolbars, the pagination bar). */
export const wrappingRow = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
