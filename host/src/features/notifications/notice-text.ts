import { formatRupees, type NotificationItem } from '@spotter/shared';

/**
 * docs/product.md §15: what applies to the member, e.g. 'expires in 3 days, owes ₹500'. An account
 * without money.view gets no amount, so it reads only the expiry.
 */
export function noticeText({
  expires_in_days: days,
  due_amount: due = 0,
}: NotificationItem): string {
  const parts = [];
  if (days !== null)
    parts.push(days === 0 ? 'expires today' : `expires in ${days} ${days === 1 ? 'day' : 'days'}`);
  if (due > 0) parts.push(`owes ${formatRupees(due)}`);
  return parts.join(', ');
}

/** The badge: the count, capped so it fits the bell. */
export const badgeText = (total: number) => (total > 99 ? '99+' : String(total));

export const attentionText = (total: number) =>
  total === 0
    ? 'Nothing needs attention'
    : `${total.toLocaleString('en-IN')} ${total === 1 ? 'member needs' : 'members need'} attention`;
