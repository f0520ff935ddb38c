import styled from 'styled-components';
import { formatDate, type PendingPromise } from '@spotter/shared';

const Badge = styled.span<{ $tone: 'fresh' | 'late' | 'overdue' }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[2]};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'fresh' ? theme.colors.text : theme.colors.dangerText)};
  background: ${({ theme, $tone }) => ({ fresh: theme.colors.border, late: theme.colors.primary, overdue: theme.colors.danger })[$tone]};
`;

/** How long the due has waited (docs/product/billing.md §20), coloured by its age band: 0–7, 8–30, over 30 days. */
export function OverdueBadge({ days }: { days: number }) {
  const tone = days > 30 ? 'overdue' : days >= 8 ? 'late' : 'fresh';
  return <Badge $tone={tone}>{days === 1 ? '1 day overdue' : `${days} days overdue`}</Badge>;
}

/** The member's promise to pay (docs/product/reminders.md §25): its day, or broken once it passed unpaid. */
export function PromiseBadge({ promise }: { promise: PendingPromise }) {
  return promise.broken ? (
    <Badge $tone="overdue">Promise broken</Badge>
  ) : (
    <Badge $tone="fresh">{`Promised ${formatDate(promise.on)}`}</Badge>
  );
}
