import {
  action,
  defineResource,
  memberMoney,
  moneyShown,
  patch,
  paths,
  pathTo,
  shown,
  type ActivityPage,
  type ActivityRow,
  type ContactList,
  type Member,
  type MemberDetails,
  type MemberMoved,
  type MoveBranchBody,
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
  // A member's fee, paid amount, plan and status show on every list of money, figure and reminder;
  // a new member may be an enquiry converted (`enquiry_id`).
  stale: (id) => (id === undefined ? [...moneyShown, ...shown.enquiries] : memberMoney(id)),
  actions: {
    /**
     * Move to branch (docs/product/branches.md §26): the member leaves one branch's lists and
     * figures for another's. The member as read for the move (and the edit page) takes the new
     * branch at once: a read of it again would be cancelled as the dialog closes, leaving the old
     * one cached.
     */
    move: action<number, MoveBranchBody, MemberMoved>({
      path: (memberId) => pathTo(paths.members.moveBranch, { id: memberId }),
      failure: 'Move failed!',
      stale: memberMoney,
      patches: (memberId, moved) => [
        patch<MemberDetails>(
          pathTo(paths.members.update, { id: memberId }),
          (member) => member && { ...member, home_branch_id: moved.home_branch_id },
        ),
      ],
    }),
  },
});

export const MEMBERS_PATH = '/users';

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
