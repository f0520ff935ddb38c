import { lazy, Suspense, useState } from 'react';
import { useCan } from '../access/session';
import { Button } from '../ui/button';
import type { ButtonVariant } from '../ui/button-styles';
import type { Payer } from './take-payment';
import type { TakePaymentDialogProps } from './take-payment-dialog';

// Fetched when first opened: the kit is loaded whole at start-up, and the login page has no use for it.
const LazyDialog = lazy(() => import('./take-payment-dialog'));

/** The Take payment dialog, its code fetched on first use. */
export function TakePaymentDialog(props: TakePaymentDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

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
export type { Payer };
