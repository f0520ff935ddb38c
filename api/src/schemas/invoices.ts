import { Type, type Static } from 'typebox';
import {
  Day,
  Line,
  ListQuery,
  pageOf,
  PaymentMethodSchema,
  Rupees,
  saved,
  SortParam,
} from './common';

export const INVOICE_KINDS = ['joining', 'payment', 'renewal'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * Paid: nothing was left due on the invoice; Pending: something is still owed on it
 * (docs/product/screens.md §4). An invoice whose due a renewal carried is neither: it reads
 * "Carried to {number}" (docs/product/billing.md §20).
 */
export const INVOICE_STATUSES = ['paid', 'pending'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice as listed: `member` is the name it was issued to; `member_id` is null once that member is deleted. */
export const Invoice = Type.Object({
  /** What the invoice's own calls name it by (its void: `POST /invoices/void/{id}`). */
  id: Type.Integer(),
  invoice_number: Type.String(),
  member: Type.String(),
  member_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The day it was issued, YYYY-MM-DD. */
  date: Type.String(),
  total_amount: Type.Integer(),
  paid_amount: Type.Integer(),
  /** What is still owed on it: 0 once its due was carried into a renewal. */
  due_amount: Type.Integer(),
  /** The renewal invoice its due was carried into (docs/product/billing.md §20); null otherwise. */
  carried_to: Type.Union([Type.String(), Type.Null()]),
  payment_method: PaymentMethodSchema,
  kind: Type.Enum([...INVOICE_KINDS]),
  /** The account that took the money, by its name then; null on invoices from before the trail. */
  received_by: Type.Union([Type.String(), Type.Null()]),
  /** Whether a credit note gave its money back (docs/product/activity.md §23). */
  voided: Type.Boolean(),
  credit_note_number: Type.Union([Type.String(), Type.Null()]),
  /** Issued by an import for money received before Spotter (docs/product/import.md §24): tagged "Imported". */
  imported: Type.Boolean(),
  /**
   * The branch that issued it (docs/product/branches.md §26): its member's home branch then. A member who
   * moves leaves their invoices where they were issued.
   */
  branch_id: Type.Integer(),
  /**
   * Whether it can be voided now: it received money, is not voided, and belongs to its member's
   * current period, the member still there.
   */
  voidable: Type.Boolean(),
});
export type Invoice = Static<typeof Invoice>;

/**
 * What narrows the invoice history and its CSV export: a search, a status, the payment method and
 * issue dates (inclusive).
 */
export const InvoiceFilters = Type.Object({
  q: Type.Optional(Line({ maxLength: 100 })),
  status: Type.Optional(Type.Enum([...INVOICE_STATUSES])),
  method: Type.Optional(PaymentMethodSchema),
  from: Type.Optional(Day()),
  to: Type.Optional(Day()),
});
export type InvoiceFilters = Static<typeof InvoiceFilters>;

/** What the invoice history sorts by (`?sort=`); `date` is the day it was issued. */
export const INVOICE_SORTS = [
  'invoice_number',
  'member',
  'date',
  'total_amount',
  'paid_amount',
  'due_amount',
] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

/** The list's query: the filters, a page and a sort; any of them asks for the paged form. */
export const InvoiceQuery = Type.Object({
  ...ListQuery.properties,
  ...InvoiceFilters.properties,
  sort: SortParam(INVOICE_SORTS),
});
export type InvoiceQuery = Static<typeof InvoiceQuery>;

/**
 * The money of every invoice the filters list, on every page (docs/product/billing.md §19): what
 * was paid on them, what is still due, and how much of that paid a credit note gave back.
 */
export const InvoiceTotals = Type.Object({
  paid_amount: Type.Integer(),
  due_amount: Type.Integer(),
  voided_amount: Type.Integer(),
});
export type InvoiceTotals = Static<typeof InvoiceTotals>;

/** One page of the history, and the totals of everything its filters list. */
export const InvoicePage = Type.Object({
  ...pageOf(Invoice).properties,
  totals: InvoiceTotals,
});
export type InvoicePage = Static<typeof InvoicePage>;
/** No query: every invoice as a plain array, newest first; with any filter or page: one page. */
export const InvoiceList = Type.Union([InvoicePage, Type.Array(Invoice)]);
export type InvoiceList = Static<typeof InvoiceList>;

/** `INV-00001`: the invoice a PDF is asked for. */
export const InvoiceNumberParams = Type.Object({
  invoice_number: Type.String({ pattern: '^INV-\\d{5,15}$' }),
});
export type InvoiceNumberParams = Static<typeof InvoiceNumberParams>;

/** The longest reason a void takes. */
export const VOID_REASON_MAX = 200;

/** Voiding an invoice's payment: why (required; said in the trail and the member's history). */
export const VoidBody = Type.Object({ reason: Line({ maxLength: VOID_REASON_MAX }) });
export type VoidBody = Static<typeof VoidBody>;

/** A void: its message ("INV-00015 voided. Credit note CN-00001 for ₹1,000."), the credit note. */
export const Voided = saved({
  credit_note_number: Type.String(),
  /** The trail's record of the void. */
  activity_id: Type.Integer(),
});
export type Voided = Static<typeof Voided>;

/** A payment received on the day Day close shows (docs/product/billing.md §27). */
export const DayPayment = Type.Object({
  invoice_number: Type.String(),
  /** The name the invoice was issued to. */
  member: Type.String(),
  member_id: Type.Union([Type.Integer(), Type.Null()]),
  /** What was received: the invoice's paid amount. */
  amount: Type.Integer(),
  method: PaymentMethodSchema,
  /** When it was received (ISO 8601). */
  at: Type.String(),
  /** The account that took it. */
  received_by_id: Type.Union([Type.Integer(), Type.Null()]),
  received_by: Type.Union([Type.String(), Type.Null()]),
  branch_id: Type.Integer(),
  /** The credit note that gave it back since, if any: it still counts as received that day. */
  credit_note_number: Type.Union([Type.String(), Type.Null()]),
});
export type DayPayment = Static<typeof DayPayment>;

/** A figure of the day: its amount, how many payments make it, and those payments. */
export const DayFigure = Type.Object({
  amount: Type.Integer(),
  count: Type.Integer(),
  payments: Type.Array(DayPayment),
});
export type DayFigure = Static<typeof DayFigure>;

/** A credit note issued on the day: money given back, listed apart from what was received. */
export const DayCreditNote = Type.Object({
  credit_note_number: Type.String(),
  invoice_number: Type.String(),
  member: Type.String(),
  amount: Type.Integer(),
  /** How the voided invoice had been paid. */
  method: PaymentMethodSchema,
  /** The day that invoice was issued. */
  paid_on: Type.String(),
  at: Type.String(),
  issued_by: Type.String(),
  reason: Type.String(),
});
export type DayCreditNote = Static<typeof DayCreditNote>;

/** The latest count of the day's cash: what was counted, what was expected then, the difference. */
export const CashCount = Type.Object({
  counted: Type.Integer(),
  expected: Type.Integer(),
  /** counted − expected: below 0 short, above 0 over. */
  difference: Type.Integer(),
  at: Type.String(),
  counted_by: Type.String(),
});
export type CashCount = Static<typeof CashCount>;

/** A day's money: `GET /invoices/day_close?day=` (docs/product/billing.md §27). */
export const DayClose = Type.Object({
  day: Type.String(),
  /** True when it covers every account's payments; false: only the asking account's own. */
  everyone: Type.Boolean(),
  /** Every payment received on the day, in the order taken. */
  received: DayFigure,
  /** Cash, UPI, card and bank transfer, in that order, each even when nothing came that way. */
  by_method: Type.Array(Type.Object({ method: PaymentMethodSchema, ...DayFigure.properties })),
  /** Each account that took money, by name. */
  by_account: Type.Array(
    Type.Object({
      received_by_id: Type.Union([Type.Integer(), Type.Null()]),
      received_by: Type.Union([Type.String(), Type.Null()]),
      ...DayFigure.properties,
    }),
  ),
  /** The credit notes issued on the day, apart: never taken off the figures above. */
  credit_notes: Type.Object({
    amount: Type.Integer(),
    count: Type.Integer(),
    notes: Type.Array(DayCreditNote),
  }),
  /** The drawer: cash received, cash given back by the day's credit notes, what should be there. */
  cash: Type.Object({
    received: Type.Integer(),
    given_back: Type.Integer(),
    expected: Type.Integer(),
    count: Type.Union([CashCount, Type.Null()]),
  }),
});
export type DayClose = Static<typeof DayClose>;

/** `?day=`: the day to show, today's by default. */
export const DayCloseQuery = Type.Object({ day: Type.Optional(Day()) });
export type DayCloseQuery = Static<typeof DayCloseQuery>;

/** The cash counted in the drawer at the day's close: whole rupees, 0 or more. */
export const CashCountBody = Type.Object(
  {
    day: Type.Optional(Day()),
    counted: Rupees({ title: 'Cash counted' }),
  },
  { additionalProperties: false },
);
export type CashCountBody = Static<typeof CashCountBody>;

/** A count recorded: its message, the figures, and the trail's record. */
export const CashCounted = saved({
  ...CashCount.properties,
  activity_id: Type.Integer(),
});
export type CashCounted = Static<typeof CashCounted>;
