import { useState } from 'react';
import { Button, useCan, type ButtonVariant } from '@spotter/shared';
import type { Payer } from './take-payment';
import { TakePaymentDialog, type TakePaymentDialogProps } from './take-payment-dialog';

/**
 * A Take payment button and its dialog, offered only to an account that records payments, and
 * only while the member owes something.
 */
export function TakePaymentButton({
  payer,
  onPaid,
  variant = 'secondary',
}: Pick<TakePaymentDialogProps, 'payer' | 'onPaid'> & { variant?: ButtonVariant }) {
  const may = useCan('payments.record');
  const [open, setOpen] = useState(false);
  if (!may || !payer.due_amount) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Take payment
      </Button>
      {open && <TakePaymentDialog payer={payer} onPaid={onPaid} onClose={() => setOpen(false)} />}
    </>
  );
}
export { TakePaymentDialog, type Payer };
