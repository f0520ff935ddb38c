import { useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Card,
  formatDateTime,
  formatRupees,
  NumberField,
  useResourceWrites,
  useSave,
  useSubmit,
  type DayClose,
} from '@spotter/shared';
import { checkCashCounted, dayCloseResource } from '../api/day-close';

const Box = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;

/** −₹50 short, +₹50 over, ₹0: a difference as the screen says it. */
export const differenceText = (difference: number) =>
  difference < 0
    ? `−${formatRupees(-difference)} (short)`
    : difference > 0
      ? `+${formatRupees(difference)} (over)`
      : `${formatRupees(0)} (matches)`;

/**
 * The drawer (docs/product/billing.md §27): the cash expected, and the form recording what was
 * counted, with the latest count and its difference.
 */
export function CashCountForm({ day }: { day: DayClose }) {
  const [counted, setCounted] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSave();
  const { countCash } = useResourceWrites(dayCloseResource).actions;
  const { cash } = day;
  const { saving, submit } = useSubmit(
    () => {
      const checked = checkCashCounted(counted, day.day);
      setError(checked.error);
      return checked.body;
    },
    async (body) => {
      const saved = await save((signal) => countCash(undefined, body, signal), {
        success: (answer) => answer.message,
        failure: 'Could not save the cash counted.',
      });
      if (saved) setCounted('');
    },
  );

  return (
    <Box as="section" aria-labelledby="cash-counted-heading">
      <h2 id="cash-counted-heading">Cash in the drawer</h2>
      <p>
        Cash received {formatRupees(cash.received)}
        {cash.given_back > 0 && ` − given back ${formatRupees(cash.given_back)}`} = expected{' '}
        <strong>{formatRupees(cash.expected)}</strong>
      </p>
      {cash.count ? (
        <p role="note" aria-label="Latest count">
          Counted {formatRupees(cash.count.counted)} against {formatRupees(cash.count.expected)}{' '}
          expected: difference <strong>{differenceText(cash.count.difference)}</strong>, by{' '}
          {cash.count.counted_by} at {formatDateTime(cash.count.at)}.
        </p>
      ) : (
        <p>Not counted yet.</p>
      )}
      <Row onSubmit={submit} noValidate aria-label="Count the cash">
        <NumberField
          label="Cash counted"
          min="0"
          step="1"
          value={counted}
          onChange={setCounted}
          error={error}
        />
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </Row>
    </Box>
  );
}
