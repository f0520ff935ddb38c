import { defineResource, paths, type ExpiredMember, type Page } from '@spotter/shared';

/** Members whose expiry is before today (docs/product/billing.md §20), always paged. */
export const expiredResource = defineResource({
  list: paths.renewals.expired,
  plain: (page: Page<ExpiredMember>) => page.data,
  rowId: (member) => member.id,
});
