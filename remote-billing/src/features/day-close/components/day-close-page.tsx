import styled from 'styled-components';
import {
  DateField,
  dayFilter,
  EmptyState,
  ErrorState,
  formatDate,
  formatRupees,
  IfAllowed,
  Loading,
  localDay,
  PageHeader,
  useApi,
  useUrlFilters,
  type DayClose,
} from '@spotter/shared';
import { METHOD_NAMES } from '../../invoices/api/invoices-resource';
import { dayClosePath } from '../api/day-close';
import { CashCountForm } from './cash-count-form';
import { CreditNotes, FigureTable } from './day-figures';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const Summary = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The day's figures, its credit notes and the drawer, once read. */
function DayFigures({ day }: { day: DayClose }) {
  return (
    <Stack>
      <Summary role="note" aria-label="Received on this day">
        Received on {formatDate(day.day)}: <strong>{formatRupees(day.received.amount)}</strong> in{' '}
        {day.received.count} payment{day.received.count === 1 ? '' : 's'}
        {!day.everyone && ' (only the payments you took)'}
      </Summary>
      {day.received.count === 0 ? (
        <EmptyState>No payments on this day.</EmptyState>
      ) : (
        <>
          <FigureTable
            title="By method"
            heading="Method"
            figures={day.by_method.map((figure) => ({
              ...figure,
              name: METHOD_NAMES[figure.method],
            }))}
          />
          <FigureTable
            title="By account"
            heading="Received by"
            figures={day.by_account.map((figure) => ({
              ...figure,
              name: figure.received_by ?? '—',
            }))}
          />
        </>
      )}
      <CreditNotes notes={day.credit_notes.notes} amount={day.credit_notes.amount} />
      <IfAllowed permission="payments.record">
        <CashCountForm day={day} />
      </IfAllowed>
    </Stack>
  );
}

/**
 * `/invoice/day` (docs/product/billing.md §27): a day's money by method and by account, each
 * figure opening onto its payments, the credit notes apart, and the cash counted.
 */
export function DayClosePage() {
  // The day shown (`?day=`), today by default.
  const filters = useUrlFilters({ day: dayFilter(localDay()) });
  const day = filters.values.day;
  const { data, error, mutate } = useApi<DayClose>(dayClosePath(day));
  // A day being read again after a count keeps its figures on screen.
  const shown = data?.day === day ? data : undefined;

  return (
    <>
      <PageHeader title="Day close" />
      <Stack>
        <DateField label="Day" max="2100-12-31" min="1900-01-01" {...filters.field('day')} />
        {shown ? (
          <DayFigures day={shown} />
        ) : error ? (
          <ErrorState message="Could not load the day." onRetry={() => void mutate()} />
        ) : (
          <Loading />
        )}
      </Stack>
    </>
  );
}
