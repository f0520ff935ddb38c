import type { ListTexts } from './resource-list-page';

/** A list screen's usual texts from its title and nouns; override any of them after. */
export function listTexts(title: string, plural: string, singular: string): ListTexts {
  return {
    title,
    search: `Search ${plural}`,
    empty: `No ${plural} yet.`,
    noMatch: `No ${plural} match your search.`,
    loadFailed: `Could not load ${plural}.`,
    confirmDelete: `Are you sure you want to delete this ${singular}?`,
  };
}
