import type { Permission, SearchGroup, SearchResults } from '@spotter/shared';

/** The host's own groups, first; the sections' follow, by their declarations' order. */
export const SEARCH_GROUPS = ['Members', 'Trainers & Staffs', 'Plans'] as const;

/** One entry of the top bar's list: what it is, how it reads, and the screen it opens. */
export interface SearchOption {
  key: string;
  group: string;
  label: string;
  detail: string;
  href: string;
}

/**
 * The answer as one list in group order (the combobox moves through it with the arrow keys). A
 * member or plan opens its edit page for an account that may edit it, otherwise its list showing it.
 * The sections' groups (`sections`, their declarations' `search`, in order) follow the host's: the
 * hits the API answers under each group's kind, each opening the group's `href` with its id.
 */
export function searchOptions(
  { members, staff, plans, more }: SearchResults,
  can: (permission: Permission) => boolean,
  sections: readonly SearchGroup[] = [],
): SearchOption[] {
  const theirs = sections.flatMap(({ kind, group, href }) =>
    // An API older than the section answers no `more`.
    (more?.[kind] ?? []).map((hit) => ({
      key: `${kind}-${hit.id}`,
      group,
      label: hit.name,
      detail: hit.detail,
      href: href.replace('{id}', String(hit.id)),
    })),
  );
  return [
    ...members.map((m) => ({
      key: `member-${m.id}`,
      group: 'Members' as const,
      label: m.name,
      detail: m.phone,
      href: memberUrl(m, can('members.edit')),
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
      href: can('plans.edit')
        ? `/plans/${p.id}/edit`
        : `/plans?${new URLSearchParams({ q: p.name })}`,
    })),
    ...theirs,
  ];
}

/** The members list filtered by the keyword (it reads `q` from its URL). */
export const membersListUrl = (keyword: string) =>
  `/users?${new URLSearchParams({ q: keyword.trim() })}`;

/** A member's screen: the edit page for an account that may edit members, else the list showing them. */
export const memberUrl = (member: { id: number; name: string }, mayEdit: boolean) =>
  mayEdit ? `/users/${member.id}/edit` : membersListUrl(member.name);

/**
 * An enquiry's follow-up in the bell: the enquiry's edit page for an account that manages
 * enquiries, else the reminders queue searched for it (docs/product/reminders.md §25).
 */
export const enquiryUrl = (enquiry: { id: number; name: string }, mayManage: boolean) =>
  mayManage
    ? `/enquiries/${enquiry.id}/edit`
    : `/reminders?${new URLSearchParams({ q: enquiry.name.trim() })}`;
