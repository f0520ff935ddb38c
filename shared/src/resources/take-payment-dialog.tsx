import styled from 'styled-components';
import {
  formatRupees,
  NumberField,
  useResourceWrites,
  type PaymentRecorded,
} from '@spotter/shared';
import { FormDialog } from '../ui/form-dialog';
import { PaymentMethodField } from './payment-method-field';
import { duesResource } from './dues';
import { initialPayment, validatePayment, type Payer } from './take-payment';

const Owes = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface TakePaymentDialogProps {
  payer: Payer;
  onClose: () => void;
  /** After the payment is recorded (and before the dialog closes), with the API's answer. */
  onPaid?: (recorded: PaymentRecorded) => void;
}

/**
 * Take payment (docs/product/billing.md §20): the amount received, the whole due unless the clerk types
 * less, and how it was paid. The API's message is the toast, with Undo (§23); whatever shows the
 * member's money is read again.
 */
export function TakePaymentDialog({ payer, onClose, onPaid }: TakePaymentDialogProps) {
  const { pay } = useResourceWrites(duesResource).actions;
  const due = payer.due_amount ?? 0;
  return (
    <FormDialog
      title={`Take payment from ${payer.name}`}
      submitLabel="Take payment"
      initial={initialPayment(payer)}
      validate={(values) => validatePayment(values, due)}
      send={async (body, signal) => {
        const recorded = await pay(payer.id, body, signal);
        onPaid?.(recorded);
        return recorded;
      }}
      failure="Payment failed!"
      undo={(recorded) => recorded.activity_id}
      onClose={onClose}
    >
      {(field) => {
        const method = field('method');
        return (
          <>
            <Owes>{`${payer.name} owes ${formatRupees(due)}.`}</Owes>
            <NumberField label="Amount received" min={1} max={due} step={1} {...field('amount')} />
            <PaymentMethodField value={method.value} onChange={method.onChange} />
          </>
        );
      }}
    </FormDialog>
  );
}
