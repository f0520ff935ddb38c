import {
  defineResource,
  paths,
  pathTo,
  type ActivityPage,
  type ActivityRow,
  type ContactList,
  type Member,
  type MemberDetails,
  type ReminderContact,
} from '@spotter/shared';

/** Members: the plain list is a bare array, one member (for edit) comes bare; writes send the typed member as JSON (see toMemberInput). */
export const membersResource = defineResource({
  list: paths.members.list,
  plain: (members: Member[]) => members,
  rowId: (member) => member.id,
  one: (id) => pathTo(paths.members.update, { id }),
  readOne: (member: MemberDetails) => member,
  create: paths.members.add,
  update: (id) => pathTo(paths.members.update, { id }),
  remove: (id) => pathTo(paths.members.delete, { id }),
  permissions: { create: 'members.edit', update: 'members.edit', remove: 'members.delete' },
});

export const MEMBERS_PATH = '/users';

/** Where a member's home branch is changed (docs/product/branches.md §26): JSON `{ branch_id }`. */
export const moveBranchPath = (memberId: number) =>
  pathTo(paths.members.moveBranch, { id: memberId });

/** What a move makes stale besides the member as loaded for editing: the list, their history. */
export const isMoveStaleKey = (memberId: number) => (key: unknown) =>
  membersResource.isListKey(key) ||
  (typeof key === 'string' &&
    key.startsWith(`${pathTo(paths.activity.memberHistory, { id: memberId })}?`));

/** The CSV of exactly the members the list shows, in the import's own columns (docs/product/import.md §24). */
export function membersExportPath({ q, status }: { q: string; status: string }) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ q: q.trim(), status }))
    if (value) params.set(name, value);
  const query = params.toString();
  return `${paths.members.export}${query ? `?${query}` : ''}`;
}
export const MEMBERS_EXPORT_FILENAME = 'members.csv';

/** A member's History, read a page at a time (`/members/history/:id?page=&page_size=`). */
export const memberHistoryResource = (memberId: number) =>
  defineResource({
    list: pathTo(paths.activity.memberHistory, { id: memberId }),
    plain: (page: ActivityPage) => page.data,
    rowId: (row: ActivityRow) => row.id,
  });

/** Every contact with a member logged from Reminders, newest first (`/members/:id/contacts`). */
export const memberContactsResource = (memberId: number) =>
  defineResource({
    list: pathTo(paths.reminders.memberContacts, { id: memberId }),
    plain: (reply: ContactList) => reply.data,
    rowId: (contact: ReminderContact) => contact.id,
  });
