import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import {
  expectSuccess,
  formatRupees,
  request,
  TextField,
  type Invoice,
  type VoidBody,
  type Voided,
} from '@spotter/shared';
import { FormDialog, isPaymentStaleKey } from '@spotter/shared/dialogs';
import { validateVoid, voidPath } from '../api/invoices-resource';

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
  const { mutate } = useSWRConfig();
  return (
    <FormDialog
      title={`Void ${invoice.invoice_number}`}
      submitLabel="Void"
      initial={{ reason: '' }}
      validate={validateVoid}
      send={async (body: VoidBody, signal) => {
        const voided = expectSuccess(
          await request<Voided>(voidPath(invoice), { method: 'POST', json: body, signal }),
          'Void failed!',
        );
        void mutate(isPaymentStaleKey(invoice.member_id ?? 0));
        return voided;
      }}
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
