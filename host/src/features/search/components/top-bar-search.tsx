import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { SEARCH_PLACEHOLDER, SearchField } from './search-field';

// The combobox (and downshift) load after the shell has rendered: the login page does not pay for them.
const SearchBox = lazy(() => import(/* webpackChunkName: "top-bar-search" */ './search-box'));

const Slot = styled.div`
  position: relative;
  margin-left: auto;
  input {
    width: min(320px, 40vw);
  }
  ${({ theme }) => theme.media.phone} {
    grid-area: search;
    margin-left: 0;
    input {
      width: 100%;
    }
  }
`;

/** docs/product/settings-and-search.md §18: the top bar's search for members, trainers and staff, and plans. */
export function TopBarSearch() {
  return (
    <Slot>
      <Suspense
        fallback={
          <SearchField type="text" aria-label="Search" placeholder={SEARCH_PLACEHOLDER} disabled />
        }
      >
        <SearchBox />
      </Suspense>
    </Slot>
  );
}
