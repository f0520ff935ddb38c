import { paramsOf, paths } from '@spotter/api/paths';
import { formatRupees } from '../../core/format/money';
import type {
  CashCount,
  CashCounted,
  DayClose,
  DayCreditNote,
  DayFigure,
  DayPayment,
  Failed,
  Invoice,
  InvoicePage,
  Page,
  PaymentMethod,
  Voided,
} from '../../core/types';
import { csvBlob } from './csv';
import type { Reply } from './fetch-stub';
import type { FakeMember } from './fake-member';
import { answer, listReply, notFound } from './paging';
import { idIn } from './route-ids';
import { fakeToday } from './today';
import type { FakeAuth } from './auth';
import { recordUndoable, type FakeUndo } from './undo';

const newestFirst = (a: Invoice, b: Invoice) =>
  b.date.localeCompare(a.date) || b.invoice_number.localeCompare(a.invoice_number);
const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
/** A real calendar day written YYYY-MM-DD, as the API's `Day` takes one. */
function isRealDay(text: string) {
  if (!isDay(text)) return false;
  const [year, month, day] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
}
const badRequest = (message: string) => answer<Failed>({ status: 'failed', message }, 400);
const conflict = (message: string) => answer<Failed>({ status: 'failed', message }, 409);
const padded = (n: number) => String(n).padStart(5, '0');

/** The invoices a query's status and dates keep, or the API's refusal of them. */
function filtered(invoices: Invoice[], query: URLSearchParams): Invoice[] | Reply {
  const status = query.get('status');
  const method = query.get('method');
  const from = query.get('from');
  const to = query.get('to');
  if (status !== null && status !== 'paid' && status !== 'pending')
    return badRequest('Status must be one of: paid, pending');
  if (method !== null && !(METHODS as readonly string[]).includes(method))
    return badRequest('Method must be one of: cash, upi, card, bank');
  if ((from !== null && !isDay(from)) || (to !== null && !isDay(to)))
    return badRequest('From must be a real date written YYYY-MM-DD');
  if (from && to && from > to) return badRequest('From must be on or before To.');
  return (
    invoices
      // A due carried into a renewal is owed there: its invoice is neither paid nor pending.
      .filter(
        (i) => !status || (i.carried_to === null && (status === 'paid') === (i.due_amount === 0)),
      )
      .filter((i) => !method || i.payment_method === method)
      .filter((i) => (!from || i.date >= from) && (!to || i.date <= to))
      .sort(newestFirst)
  );
}

const searched = (i: Invoice) => [i.invoice_number, i.member];

const METHODS: readonly PaymentMethod[] = ['cash', 'upi', 'card', 'bank'];

/** A page of the history with the money of every invoice its filters list, as the API adds it. */
function withTotals(reply: Reply, rows: Invoice[], search: string): Reply {
  if (reply.status !== 200 || Array.isArray(reply.body)) return reply;
  const q = (new URLSearchParams(search).get('q') ?? '').trim().toLowerCase();
  const listed = q
    ? rows.filter((row) => searched(row).some((text) => text.toLowerCase().includes(q)))
    : rows;
  const sum = (amount: (i: Invoice) => number) => listed.reduce((n, i) => n + amount(i), 0);
  return answer<InvoicePage>({
    ...(reply.body as Page<Invoice>),
    totals: {
      paid_amount: sum((i) => i.paid_amount),
      due_amount: sum((i) => i.due_amount),
      voided_amount: sum((i) => (i.voided ? i.paid_amount : 0)),
    },
  });
}

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
  auth: FakeAuth;
  invoices: Invoice[];
  /** The cash counts Day close recorded, latest last. */
  cashCounts: (CashCount & { day: string; everyone: boolean })[];
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

const figureOf = (payments: DayPayment[]): DayFigure => ({
  amount: payments.reduce((sum, payment) => sum + payment.amount, 0),
  count: payments.length,
  payments,
});

/**
 * Day close (docs/product/billing.md §27) from the fake's invoices: the payments are the day's
 * invoices that received money (imports left out), taken at noon; a voided one's credit note is
 * taken to be issued the same day. An account without `takings.view_all` sees what it received.
 */
function dayClose(db: FakeInvoicesDb, day: string): DayClose {
  const everyone = db.auth.permissions.includes('takings.view_all');
  const name = db.auth.fullName || db.auth.username;
  const mine = (i: Invoice) => everyone || i.received_by === name;
  const invoices = db.invoices
    .filter((i) => i.date === day && i.paid_amount > 0 && !i.imported && mine(i))
    .sort((a, b) => a.id - b.id);
  const payments: DayPayment[] = invoices.map((i) => ({
    invoice_number: i.invoice_number,
    member: i.member,
    member_id: i.member_id,
    amount: i.paid_amount,
    method: i.payment_method,
    at: `${day}T12:00:00.000Z`,
    received_by_id: null,
    received_by: i.received_by,
    branch_id: i.branch_id,
    credit_note_number: i.credit_note_number,
  }));
  const notes: DayCreditNote[] = invoices
    .filter((i) => i.credit_note_number !== null)
    .map((i) => ({
      credit_note_number: i.credit_note_number!,
      invoice_number: i.invoice_number,
      member: i.member,
      amount: i.paid_amount,
      method: i.payment_method,
      paid_on: i.date,
      at: `${day}T13:00:00.000Z`,
      issued_by: name,
      reason: 'Paid twice',
    }));
  const accounts = [...new Set(payments.map((p) => p.received_by))].sort((a, b) =>
    (a ?? '').localeCompare(b ?? ''),
  );
  const received = figureOf(payments.filter((p) => p.method === 'cash')).amount;
  const givenBack = notes.filter((n) => n.method === 'cash').reduce((s, n) => s + n.amount, 0);
  const count = db.cashCounts.filter((c) => c.day === day && c.everyone === everyone).at(-1);
  return {
    day,
    everyone,
    received: figureOf(payments),
    by_method: METHODS.map((method) => ({
      method,
      ...figureOf(payments.filter((p) => p.method === method)),
    })),
    by_account: accounts.map((account) => ({
      received_by_id: null,
      received_by: account,
      ...figureOf(payments.filter((p) => p.received_by === account)),
    })),
    credit_notes: { amount: notes.reduce((s, n) => s + n.amount, 0), count: notes.length, notes },
    cash: {
      received,
      given_back: givenBack,
      expected: received - givenBack,
      count: count
        ? {
            counted: count.counted,
            expected: count.expected,
            difference: count.difference,
            at: count.at,
            counted_by: count.counted_by,
          }
        : null,
    },
  };
}

/** The difference as the API's message says it. */
const differenceInWords = (counted: number, expected: number) =>
  counted === expected
    ? `exactly the ${formatRupees(expected)} expected`
    : counted < expected
      ? `${formatRupees(expected - counted)} short of the ${formatRupees(expected)} expected`
      : `${formatRupees(counted - expected)} over the ${formatRupees(expected)} expected`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayInWords = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]} ${year}`;
};

/** `POST …/cash_count` as the API answers it, refusals included. */
function countCash(db: FakeInvoicesDb, body: unknown): Reply {
  const { counted, day = fakeToday() } = (body ?? {}) as { counted?: unknown; day?: string };
  if (counted === undefined) return badRequest('Cash counted is required');
  if (typeof counted !== 'number' || !Number.isInteger(counted) || counted < 0)
    return badRequest('Cash counted must be a whole number of rupees from 0 to 10000000');
  if (!isRealDay(day))
    return badRequest('Day must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31');
  if (day > fakeToday()) return badRequest('The cash of a day to come cannot be counted.');
  const { cash, everyone } = dayClose(db, day);
  const count = {
    counted,
    expected: cash.expected,
    difference: counted - cash.expected,
    at: new Date().toISOString(),
    counted_by: db.auth.fullName || db.auth.username,
  };
  db.cashCounts = [...db.cashCounts, { ...count, day, everyone }];
  return answer<CashCounted>({
    status: 'success',
    message: `Cash counted for ${dayInWords(day)}: ${formatRupees(counted)}, ${differenceInWords(counted, cash.expected)}.`,
    ...count,
    activity_id: recordUndoable(db),
  });
}

/** The invoice history's calls: the list (plain or paged and filtered), one invoice's PDF, the CSV export, a void, Day close. */
export function invoicesRoutes(db: FakeInvoicesDb) {
  const voidInvoice = voidRoute(db);
  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    const voiding = idIn(paths.invoices.void, pathname);
    if (method === 'POST' && voiding !== undefined) return voidInvoice(voiding, body);
    if (method === 'POST' && pathname === paths.invoices.cashCount) return countCash(db, body);
    if (method !== 'GET') return undefined;
    const query = new URLSearchParams(search);
    if (pathname === paths.invoices.dayClose) {
      const day = query.get('day') ?? fakeToday();
      if (!isRealDay(day))
        return badRequest(
          'Day must be a real date written YYYY-MM-DD, from 1900-01-01 to 2100-12-31',
        );
      return answer<DayClose>(dayClose(db, day));
    }
    if (pathname === paths.invoices.list) {
      const rows = filtered(db.invoices, query);
      if (!Array.isArray(rows)) return rows;
      return withTotals(
        listReply(rows, search, (plain) => answer<Invoice[]>(plain), searched),
        rows,
        search,
      );
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
