import { defineResource, type MemberDetails, type Page, type PendingMember } from '@spotter/shared';

/**
 * Members who owe (docs/product/billing.md §20). One member is read through the members' edit route, saved
 * through the pending edit's one call (fields and payment together), and removed as a member.
 */
export const pendingResource = defineResource({
  list: '/payments/pending_members',
  plain: (page: Page<PendingMember>) => page.data,
  rowId: (member) => member.id,
  one: (id) => `/members/update_member/${id}`,
  readOne: (member: MemberDetails) => member,
  update: (id) => `/payments/update_dues/${id}`,
  remove: (id) => `/members/delete_member/${id}`,
  permissions: { update: 'payments.record', remove: 'members.delete' },
});

export const PENDING_PATH = '/pending';
