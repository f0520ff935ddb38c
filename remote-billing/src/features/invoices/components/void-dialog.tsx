import styled from 'styled-components';
import {
  formatRupees,
  TextField,
  useResourceWrites,
  type Invoice,
  type VoidBody,
} from '@spotter/shared';
import { FormDialog } from '@spotter/shared/dialogs';
import { invoicesResource, validateVoid } from '../api/invoices-resource';

const Explained = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface VoidDialogProps {
  invoice: Invoice;
  onClose: () => void;
}

/**
 * Void (docs/product/activity.md §23): why the payment is given back, then a credit note for it. The API's
 * message is the toast; the list and whatever shows the member's money are read again.
 */
export function VoidDialog({ invoice, onClose }: VoidDialogProps) {
  const { actions } = useResourceWrites(invoicesResource);
  return (
    <FormDialog
      title={`Void ${invoice.invoice_number}`}
      submitLabel="Void"
      initial={{ reason: '' }}
      validate={validateVoid}
      send={(body: VoidBody, signal) => actions.void(invoice, body, signal)}
      failure="Void failed!"
      onClose={onClose}
    >
      {(field) => (
        <>
          <Explained>
            {`A credit note gives back the ${formatRupees(invoice.paid_amount)} received on ${invoice.invoice_number}, and ${invoice.member} owes it again.`}
          </Explained>
          <TextField label="Reason" required maxLength={200} {...field('reason')} />
        </>
      )}
    </FormDialog>
  );
}
