import { defineResource, type ExpiredMember, type Page } from '@spotter/shared';

/** Members whose expiry is before today (docs/product/billing.md §20), always paged. */
export const expiredResource = defineResource({
  list: '/members/expired_members',
  plain: (page: Page<ExpiredMember>) => page.data,
  rowId: (member) => member.id,
});

export const renewPath = (memberId: number) => `/members/renew_member/${memberId}`;
