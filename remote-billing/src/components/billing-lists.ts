/**
 * Every cached read of a billing list (pending, expired, the reminders' queue and counts) and of
 * the members list: what a payment or renewal makes stale (it closes the member's reminders).
 */
export const isBillingListKey = (key: unknown) =>
  typeof key === 'string' &&
  /^\/(payments\/pending_members|members\/expired_members|members\/view_members|reminders(\/counts)?)(\?|$)/.test(
    key,
  );
