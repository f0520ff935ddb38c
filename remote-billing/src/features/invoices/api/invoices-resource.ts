import {
  action,
  defineResource,
  memberMoney,
  moneyShown,
  paths,
  pathTo,
  type Invoice,
  type InvoiceStatus,
  type PaymentMethod,
  type Validated,
  type VoidBody,
  type Voided,
} from '@spotter/shared';

/** The invoice history: invoices are issued by members, payments and renewals, never edited (a void issues a credit note). */
export const invoicesResource = defineResource({
  list: paths.invoices.list,
  plain: (invoices: Invoice[]) => invoices,
  rowId: (invoice) => invoice.id,
  actions: {
    /** A credit note gives the payment back (§23): the member owes it again. */
    void: action<Pick<Invoice, 'id' | 'member_id'>, VoidBody, Voided>({
      path: (invoice) => pathTo(paths.invoices.void, { id: invoice.id }),
      failure: 'Void failed!',
      stale: (invoice) =>
        invoice.member_id === null ? moneyShown : memberMoney(invoice.member_id),
    }),
  },
});

/** The filters the history and its export share (docs/product/billing.md §19); '' is "any". */
export interface InvoiceFilterValues {
  q: string;
  status: InvoiceStatus | '';
  method: PaymentMethod | '';
  from: string;
  to: string;
}

/**
 * Voided once a credit note gave its money back (§23); "Carried to {number}" once a renewal
 * carried its due (§20); else Paid exactly when nothing is due (§4).
 */
export const statusOf = (invoice: Pick<Invoice, 'due_amount' | 'voided' | 'carried_to'>) =>
  invoice.voided
    ? 'Voided'
    : invoice.carried_to !== null
      ? `Carried to ${invoice.carried_to}`
      : invoice.due_amount === 0
        ? 'Paid'
        : 'Pending';

/** The API's rule, checked before sending: a reason, at most 200 characters. */
export function validateVoid(values: { reason: string }): Validated<{ reason: string }, VoidBody> {
  const reason = values.reason.trim();
  const error = !reason
    ? 'Please give a reason.'
    : reason.length > 200
      ? 'Reason must be at most 200 characters'
      : undefined;
  return { errors: { reason: error }, input: error ? null : { reason } };
}

export const invoicePdfPath = (number: string) =>
  pathTo(paths.invoices.pdf, { invoice_number: number });
export const invoicePdfFilename = (number: string) => `invoice_${number}.pdf`;

/** The CSV of exactly what these filters list. */
export function exportPath({ q, status, method, from, to }: InvoiceFilterValues) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries({ q: q.trim(), status, method, from, to }))
    if (value) params.set(name, value);
  const query = params.toString();
  return `${paths.invoices.export}${query ? `?${query}` : ''}`;
}
export const EXPORT_FILENAME = 'invoices.csv';

/** How money was received, as the screens name each way (docs/product/billing.md §20). */
export const METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank: 'Bank transfer',
};
export const METHOD_OPTIONS = (Object.keys(METHOD_NAMES) as PaymentMethod[]).map((value) => ({
  value,
  label: METHOD_NAMES[value],
}));
