/** The badge: the count, capped so it fits the bell. */
export const badgeText = (total: number) => (total > 99 ? '99+' : String(total));

/** The bell counts the reminders due today (docs/product/dashboard.md §15, docs/product/reminders.md §25), said in words. */
export const attentionText = (total: number) =>
  total === 0
    ? 'Nothing needs attention'
    : `${total.toLocaleString('en-IN')} ${total === 1 ? 'reminder' : 'reminders'} due today`;
