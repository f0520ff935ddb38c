/** Every cached read of a billing list (pending, expired) and of the members list: what a payment or renewal makes stale. */
export const isBillingListKey = (key: unknown) =>
  typeof key === 'string' &&
  /^\/(payments\/pending_members|members\/expired_members|members\/view_members)(\?|$)/.test(key);
