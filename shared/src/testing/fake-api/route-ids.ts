import { paramsOf } from '@spotter/api/paths';

/**
 * The record id `pathname` names if it is `path` filled with a whole number, as the API's ids
 * are; otherwise undefined (the fake then answers as for any other path it does not serve).
 */
export function idIn(path: string, pathname: string): number | undefined {
  const id = (paramsOf(path, pathname) as { id?: string } | undefined)?.id;
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;
}

/** Which of `candidates` `pathname` fills with a record id (see idIn), and the id. */
export function idRoute<Path extends string>(
  candidates: readonly Path[],
  pathname: string,
): { path: Path; id: number } | undefined {
  for (const path of candidates) {
    const id = idIn(path, pathname);
    if (id !== undefined) return { path, id };
  }
  return undefined;
}
