import { useLocation } from 'react-router-dom';

/** Router state a list hands its add and edit links, so their Back returns to the same page and search. */
export const fromList = (search: string) => ({ listSearch: search });

/** The list URL to return to: the one the admin came from, or the plain list. */
export function useBackToList(listPath: string): string {
  const { state } = useLocation();
  const search = (state as { listSearch?: unknown } | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? `${listPath}${search}` : listPath;
}
