import { Type, type Static } from 'typebox';
import { Day, Line, ListQuery, pageOf, PaymentMethodSchema, saved, SortParam } from './common';

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

/** What narrows the invoice history and its CSV export: a search, a status and issue dates (inclusive). */
export const InvoiceFilters = Type.Object({
  q: Type.Optional(Line({ maxLength: 100 })),
  status: Type.Optional(Type.Enum([...INVOICE_STATUSES])),
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

export const InvoicePage = pageOf(Invoice);
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
