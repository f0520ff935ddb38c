import type { Failed, Invoice } from '../../types';
import { csvBlob } from './csv';
import type { Reply } from './fetch-stub';
import { answer, listReply, notFound } from './paging';

const newestFirst = (a: Invoice, b: Invoice) =>
  b.date.localeCompare(a.date) || b.invoice_number.localeCompare(a.invoice_number);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const badRequest = (message: string) => answer<Failed>({ status: 'failed', message }, 400);

/** The invoices a query's status and dates keep, or the API's refusal of them. */
function filtered(invoices: Invoice[], query: URLSearchParams): Invoice[] | Reply {
  const status = query.get('status');
  const from = query.get('from');
  const to = query.get('to');
  if (status !== null && status !== 'paid' && status !== 'pending')
    return badRequest('Status must be one of: paid, pending');
  if ((from !== null && !isDay(from)) || (to !== null && !isDay(to)))
    return badRequest('From must be a real date written YYYY-MM-DD');
  if (from && to && from > to) return badRequest('From must be on or before To.');
  return invoices
    .filter((i) => !status || (status === 'paid') === (i.due_amount === 0))
    .filter((i) => (!from || i.date >= from) && (!to || i.date <= to))
    .sort(newestFirst);
}

const searched = (i: Invoice) => [i.invoice_number, i.member];

/** The filtered invoices as the export's CSV. */
function csv(invoices: Invoice[]): Blob {
  const rows = invoices.map((i) => [
    i.invoice_number,
    i.member,
    i.date,
    i.total_amount,
    i.paid_amount,
    i.due_amount,
    i.due_amount === 0 ? 'Paid' : 'Pending',
    i.payment_method,
  ]);
  const lines = [
    [
      'Invoice',
      'User Name',
      'Date',
      'Amount (₹)',
      'Paid (₹)',
      'Due (₹)',
      'Status',
      'Payment Method',
    ],
    ...rows,
  ];
  return csvBlob(lines);
}

/** The invoice history's calls: the list (plain or paged and filtered), one invoice's PDF, the CSV export. */
export function invoicesRoutes(db: { invoices: Invoice[] }) {
  return (method: string, pathname: string, search: string): Reply | undefined => {
    if (method !== 'GET') return undefined;
    const query = new URLSearchParams(search);
    if (pathname === '/payments/all_invoices') {
      const rows = filtered(db.invoices, query);
      if (!Array.isArray(rows)) return rows;
      return listReply(rows, search, (plain) => answer<Invoice[]>(plain), searched);
    }
    if (pathname === '/payments/export_invoices') {
      const rows = filtered(db.invoices, query);
      if (!Array.isArray(rows)) return rows;
      const q = (query.get('q') ?? '').trim().toLowerCase();
      return {
        status: 200,
        blob: csv(
          rows.filter((row) => searched(row).some((text) => text.toLowerCase().includes(q))),
        ),
      };
    }
    const pdf = /^\/payments\/invoice_pdf\/([^/]+)\/?$/.exec(pathname);
    if (!pdf) return undefined;
    const number = decodeURIComponent(pdf[1]!);
    if (!/^INV-\d{5,15}$/.test(number)) return badRequest('Invoice number is not valid');
    if (!db.invoices.some((i) => i.invoice_number === number))
      return notFound(`Invoice ${number} not found.`);
    return { status: 200, blob: new Blob([`%PDF-1.4 ${number}`], { type: 'application/pdf' }) };
  };
}
