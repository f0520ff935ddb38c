import { paramsOf, paths } from '@spotter/api/paths';
import { formatRupees } from '../../format/money';
import type { Failed, Invoice, Voided } from '../../types';
import { csvBlob } from './csv';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { answer, listReply, notFound } from './paging';
import { idIn } from './route-ids';
import { recordUndoable, type FakeUndo } from './undo';

const newestFirst = (a: Invoice, b: Invoice) =>
  b.date.localeCompare(a.date) || b.invoice_number.localeCompare(a.invoice_number);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
const badRequest = (message: string) => answer<Failed>({ status: 'failed', message }, 400);
const conflict = (message: string) => answer<Failed>({ status: 'failed', message }, 409);
const padded = (n: number) => String(n).padStart(5, '0');

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
  return (
    invoices
      // A due carried into a renewal is owed there: its invoice is neither paid nor pending.
      .filter(
        (i) => !status || (i.carried_to === null && (status === 'paid') === (i.due_amount === 0)),
      )
      .filter((i) => (!from || i.date >= from) && (!to || i.date <= to))
      .sort(newestFirst)
  );
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
    i.carried_to !== null ? `Carried to ${i.carried_to}` : i.due_amount === 0 ? 'Paid' : 'Pending',
    i.payment_method,
    i.received_by ?? '',
    i.voided ? 'Yes' : 'No',
    i.credit_note_number ?? '',
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
      'Received by',
      'Voided',
      'Credit note',
    ],
    ...rows,
  ];
  return csvBlob(lines);
}

type FakeInvoicesDb = {
  invoices: Invoice[];
  members: FakeMember[];
  undo: FakeUndo;
  creditNotes: number;
};

/** The next credit note's number (one sequence for voids and undone payments, as in the API). */
export const creditNote = (db: { creditNotes: number }) => `CN-${padded(++db.creditNotes)}`;

/** What the API says of a void. */
export const voidedMessage = (invoice: string, note: string, amount: number) =>
  `${invoice} voided. Credit note ${note} for ${formatRupees(amount)}.`;

/**
 * Void (`POST /invoices/void/{id}`) as the API answers it: the invoice marked voided with the next
 * credit note, its member owing that much again; refused with the API's messages. An invoice's
 * `voidable` stands for the API's rules of periods.
 */
function voidRoute(db: FakeInvoicesDb) {
  return (id: number, body: unknown): Reply => {
    const reason = String((body as { reason?: unknown } | null)?.reason ?? '').trim();
    if (!reason) return badRequest('Please give a reason.');
    if (reason.length > 200) return badRequest('Reason must be at most 200 characters');
    const invoice = db.invoices.find((i) => i.id === id);
    if (!invoice) return notFound(`Invoice ${id} not found.`);
    if (invoice.voided) return conflict('This invoice has already been voided.');
    if (invoice.paid_amount === 0)
      return conflict('This invoice received no money: there is nothing to void.');
    if (invoice.member_id === null)
      return conflict(
        'The member this invoice was issued to has been deleted: it cannot be voided.',
      );
    if (!invoice.voidable) return conflict('Only payments of the current period can be voided.');
    const note = creditNote(db);
    const voided = { ...invoice, voided: true, credit_note_number: note, voidable: false };
    db.invoices = db.invoices.map((i) => (i === invoice ? voided : i));
    db.members = db.members.map((m) =>
      m.id === invoice.member_id ? { ...m, due_amount: m.due_amount + invoice.paid_amount } : m,
    );
    return answer<Voided>({
      status: 'success',
      message: voidedMessage(invoice.invoice_number, note, invoice.paid_amount),
      credit_note_number: note,
      activity_id: recordUndoable(db),
    });
  };
}

/** The invoice history's calls: the list (plain or paged and filtered), one invoice's PDF, the CSV export, a void. */
export function invoicesRoutes(db: FakeInvoicesDb) {
  const voidInvoice = voidRoute(db);
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    const voiding = idIn(paths.invoices.void, pathname);
    if (method === 'POST' && voiding !== undefined) return voidInvoice(voiding, body);
    if (method !== 'GET') return undefined;
    const query = new URLSearchParams(search);
    if (pathname === paths.invoices.list) {
      const rows = filtered(db.invoices, query);
      if (!Array.isArray(rows)) return rows;
      return listReply(rows, search, (plain) => answer<Invoice[]>(plain), searched);
    }
    if (pathname === paths.invoices.export) {
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
    const pdf =
      paramsOf(paths.invoices.pdf, pathname) ?? paramsOf(paths.invoices.pdfWithoutSlash, pathname);
    if (!pdf) return undefined;
    const number = pdf.invoice_number;
    if (!/^INV-\d{5,15}$/.test(number)) return badRequest('Invoice number is not valid');
    if (!db.invoices.some((i) => i.invoice_number === number))
      return notFound(`Invoice ${number} not found.`);
    return { status: 200, blob: new Blob([`%PDF-1.4 ${number}`], { type: 'application/pdf' }) };
  };
}
