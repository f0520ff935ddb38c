import styled from 'styled-components';
import { controlStyles } from '@spotter/shared';

/** The top bar's search box while the combobox's code loads: the same box, not yet usable. */
export const SearchField = styled.input`
  ${controlStyles}
  &:disabled {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const SEARCH_PLACEHOLDER = 'Search any keywords';
