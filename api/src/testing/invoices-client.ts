import type { InvoicesTable } from '../db/schema';
import type { TestApp } from './test-app';

/** The invoice history's calls, as the screens send them, with the signed-in admin's cookie. */
export function invoicesClient(app: TestApp, cookie: string) {
  const get = (url: string) => app.inject({ url, headers: { cookie } });
  return {
    list: (query = '') => get(`/payments/all_invoices${query}`),
    pdf: (number: string, slash = '/') => get(`/payments/invoice_pdf/${number}${slash}`),
    csv: (query = '') => get(`/payments/export_invoices${query}`),
  };
}

/**
 * Writes an invoice straight into the database, as one issued on `issued_on` would be (numbered
 * after the last one): for histories spread over days, and for names the API no longer accepts.
 */
export async function insertInvoice(
  app: TestApp,
  values: Partial<InvoicesTable> & Pick<InvoicesTable, 'issued_on'>,
) {
  const last = await app.db
    .selectFrom('invoices')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const id = (last?.id ?? 0) + 1;
  const invoice: InvoicesTable = {
    id,
    invoice_number: `INV-${String(id).padStart(5, '0')}`,
    member_id: null,
    member_name: `Member ${id}`,
    member_phone: '+919800000000',
    plan_name: 'Monthly',
    plan_duration_days: 30,
    period_start: values.issued_on,
    period_end: values.issued_on,
    total_amount: 1500,
    paid_amount: 1500,
    due_amount: 0,
    payment_method: 'cash',
    kind: 'joining',
    created_at: new Date().toISOString(),
    received_by_id: null,
    received_by_name: null,
    import_id: null,
    branch_id: 1,
    carried_to: null,
    ...values,
  };
  await app.db.insertInto('invoices').values(invoice).execute();
  return invoice;
}
