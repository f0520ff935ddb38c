import { paths, useApi, type SearchResults } from '@spotter/shared';

/** The API path for a keyword, also the SWR cache key; `null` (no request) for an empty one. */
export const searchKey = (term: string) =>
  term ? `${paths.search.find}?q=${encodeURIComponent(term)}` : null;

/** Up to five members, trainers/staff and plans matching `term`; the last answer stays while the next loads. */
export const useSearch = (term: string) =>
  useApi<SearchResults>(searchKey(term), { keepPreviousData: true });
