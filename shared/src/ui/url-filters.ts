import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** One filter of a list, kept in the URL under its name. */
export interface UrlFilter<T> {
  /** What the filter is while the URL holds no valid value for it. */
  default: T;
  /** The value a URL text stands for, or undefined when it stands for none (then `default`). */
  parse: (text: string) => T | undefined;
  /** The value as the URL and the server spell it (String by default); '' leaves it out of the URL. */
  serialise?: (value: T) => string;
}

/** A list's filters by name, each with its own value type. */
export type UrlFilters<V> = { [K in keyof V]: UrlFilter<V[K]> };

/** What a list screen needs of its filters: their query parameters, and whether any is in use. */
export interface ListFilters {
  /** Every filter as the server is asked for it; the empty ones are left out of its request. */
  query: Record<string, string>;
  /** Some filter differs from its default: an empty list then says nothing matches. */
  active: boolean;
}

export interface UrlFilterState<V> extends ListFilters {
  values: V;
  query: Record<keyof V & string, string>;
  /**
   * Sets a filter from a control's text, read the way the URL is (a text it does not parse
   * leaves the default), and goes back to the first page.
   */
  set: (name: keyof V & string, text: string) => void;
  /** A control's `value` and `onChange` for one filter: `<SelectField {...filters.field('age')} />`. */
  field: (name: keyof V & string) => { value: string; onChange: (text: string) => void };
}

/** Writes URL query parameters ('' or null removes one), in a new history entry unless `replace`. */
export function useUrlUpdate() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(name);
            else next.set(name, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
}

const text = <T>(filter: UrlFilter<T>, value: T) => (filter.serialise ?? String)(value);

/**
 * A list's filters (a status, a date range, a day), kept in the URL beside its page and search so
 * reloads, links and Back keep them. A missing, unknown or invalid URL value reads as the default.
 */
export function useUrlFilters<V>(filters: UrlFilters<V>): UrlFilterState<V> {
  const [params] = useSearchParams();
  const update = useUrlUpdate();
  const names = Object.keys(filters) as (keyof V & string)[];

  const values = {} as V;
  const query = {} as Record<keyof V & string, string>;
  let active = false;
  for (const name of names) {
    const filter: UrlFilter<V[typeof name]> = filters[name];
    const raw = params.get(name);
    const value = (raw === null ? undefined : filter.parse(raw)) ?? filter.default;
    values[name] = value;
    query[name] = text(filter, value);
    if (query[name] !== text(filter, filter.default)) active = true;
  }

  const set = (name: keyof V & string, next: string) => {
    const filter: UrlFilter<V[typeof name]> = filters[name];
    const value = filter.parse(next);
    update({ [name]: value === undefined ? null : text(filter, value), page: null });
  };

  const field = (name: keyof V & string) => ({
    value: query[name],
    onChange: (next: string) => set(name, next),
  });

  return { values, query, active, set, field };
}

/** A filter that is one of `choices`, or '' for any. */
export const choiceFilter = <T extends string>(choices: readonly T[]): UrlFilter<T | ''> => ({
  default: '',
  parse: (text) => choices.find((choice) => choice === text),
});

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, 'YYYY-MM-DD' as a date input gives it; `fallback` ('' for none) otherwise. */
export const dayFilter = (fallback = ''): UrlFilter<string> => ({
  default: fallback,
  parse: (text) => (ISO_DAY.test(text) ? text : undefined),
});
