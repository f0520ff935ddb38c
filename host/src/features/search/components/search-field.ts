import styled from 'styled-components';

/** The top bar's search box, the same before and after the combobox's code has loaded. */
export const SearchField = styled.input`
  width: min(320px, 40vw);
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

export const SEARCH_PLACEHOLDER = 'Search any keywords';
