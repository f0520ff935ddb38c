import {
  defineResource,
  paths,
  pathTo,
  type MemberDetails,
  type Page,
  type PendingMember,
} from '@spotter/shared';

/**
 * Members who owe (docs/product/billing.md §20). One member is read through the members' edit route, saved
 * through the pending edit's one call (fields and payment together), and removed as a member.
 */
export const pendingResource = defineResource({
  list: paths.dues.pending,
  plain: (page: Page<PendingMember>) => page.data,
  rowId: (member) => member.id,
  one: (id) => pathTo(paths.members.update, { id }),
  readOne: (member: MemberDetails) => member,
  update: (id) => pathTo(paths.dues.updateDues, { id }),
  remove: (id) => pathTo(paths.members.delete, { id }),
  permissions: { update: 'payments.record', remove: 'members.delete' },
});

export const PENDING_PATH = '/pending';
