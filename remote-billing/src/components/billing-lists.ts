import { isReadOf, paths } from '@spotter/shared';

/**
 * Every cached read of a billing list (pending, expired, the reminders' queue and counts) and of
 * the members list: what a payment or renewal makes stale (it closes the member's reminders).
 */
export const isBillingListKey = (key: unknown) =>
  isReadOf(key, [
    paths.dues.pending,
    paths.renewals.expired,
    paths.members.list,
    paths.reminders.queue,
    paths.reminders.counts,
  ]);
