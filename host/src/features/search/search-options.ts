import type { SearchResults } from '@spotter/shared';

export const SEARCH_GROUPS = ['Members', 'Trainers & Staffs', 'Plans'] as const;
export type SearchGroup = (typeof SEARCH_GROUPS)[number];

/** One entry of the top bar's list: what it is, how it reads, and the screen it opens. */
export interface SearchOption {
  key: string;
  group: SearchGroup;
  label: string;
  detail: string;
  href: string;
}

/** The answer as one list in group order (the combobox moves through it with the arrow keys). */
export function searchOptions({ members, staff, plans }: SearchResults): SearchOption[] {
  return [
    ...members.map((m) => ({
      key: `member-${m.id}`,
      group: 'Members' as const,
      label: m.name,
      detail: m.phone,
      href: `/users/${m.id}/edit`,
    })),
    ...staff.map((s) => ({
      key: `staff-${s.id}`,
      group: 'Trainers & Staffs' as const,
      label: s.name,
      detail: s.role,
      href: `/staff/${s.id}`,
    })),
    ...plans.map((p) => ({
      key: `plan-${p.id}`,
      group: 'Plans' as const,
      label: p.name,
      detail: `${p.duration_days} days`,
      href: `/plans/${p.id}/edit`,
    })),
  ];
}

/** The members list filtered by the keyword (it reads `q` from its URL). */
export const membersListUrl = (keyword: string) =>
  `/users?${new URLSearchParams({ q: keyword.trim() })}`;
