import { useLocation } from 'react-router-dom';

export const LIST_PATH = '/users';

/** Router state the list passes to the forms, so Back returns to the same page and search. */
export const fromList = (search: string) => ({ listSearch: search });

/** The list URL to return to: the one the admin came from, or the plain list. */
export function useBackToList(): string {
  const { state } = useLocation();
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${LIST_PATH}${search}` : LIST_PATH;
}
