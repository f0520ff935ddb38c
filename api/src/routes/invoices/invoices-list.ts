import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import { voidableSql } from '../../domain/voiding';
import { inBatches } from '../../lib/batches';
import { forDialect } from '../../db/dialect';
import { contains, trigramIds, trigramSized } from '../../lib/list-query';
import { inBranches } from '../../lib/branch-filter';
import {
  byColumn,
  byName,
  notIndexed,
  orderTerms,
  type Sort,
  type SortColumns,
} from '../../lib/list-sort';
import type {
  Invoice,
  InvoiceSort,
  InvoiceStatus,
  InvoiceTotals,
  PaymentMethod,
} from '../../schemas';

/** `?sort=` keys as SQL, each written as its index is (migrations 006, 010 and 015). */
const SORTS: SortColumns<InvoiceSort> = {
  invoice_number: byColumn('i.invoice_number'),
  member: byName('i.member_name'),
  date: byColumn('i.issued_on'),
  total_amount: byColumn('i.total_amount'),
  paid_amount: byColumn('i.paid_amount'),
  due_amount: byColumn('i.due_amount'),
};

/** What narrows the history (docs/product/billing.md §19); `q` is '' for no search. */
export interface InvoiceFilter {
  q: string;
  status?: InvoiceStatus;
  /** How it was paid. */
  method?: PaymentMethod;
  /** Issue dates, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** The branches whose invoices are listed (docs/product/branches.md §26); null or left out: every one. */
  branches?: readonly number[] | null;
}

/** Invoices read per query by the plain list and the export: a few ms of SQLite each. */
export const INVOICE_BATCH = 1000;

/** An invoice as the CSV export holds it: all but whether it can be voided now. */
export type ExportedInvoice = Omit<Invoice, 'voidable'>;

type Read = Omit<Invoice, 'voided' | 'voidable' | 'imported'> & {
  import_id: number | null;
};
/** A row as read: `voidable` is SQLite's 0 or 1, PostgreSQL's boolean. */
type Listed = Read & { voidable: SqlBool };

/**
 * The conditions a filter puts on `invoices as i`; each one can use an index (migration 010),
 * the status's but when a page is read in the order of `sortKey` (which walks its own index).
 */
function conditions(
  db: Db,
  { q, status, method, from, to, branches }: InvoiceFilter,
  sortKey?: InvoiceSort,
): RawBuilder<SqlBool>[] {
  const terms: RawBuilder<SqlBool>[] = [];
  if (branches) terms.push(inBranches('i.branch_id', { ids: branches }));
  const due =
    sortKey && sortKey !== 'due_amount' ? notIndexed(db, 'i.due_amount') : sql.ref('i.due_amount');
  // Written as literals, not parameters, so that SQLite sees the partial indexes apply.
  // A due carried into a renewal is owed there: its invoice is neither paid nor pending.
  // Paid in full are most invoices: SQLite's planner (without statistics) takes `due_amount = 0`
  // to invoices_due_amount and sorts every paid invoice (25 ms at 100,000), where walking the date
  // index finds a page of them after a few rows.
  const paid = sortKey === 'due_amount' ? due : notIndexed(db, 'i.due_amount');
  if (status === 'paid') terms.push(sql<SqlBool>`${paid} = 0`);
  if (status === 'pending') terms.push(sql<SqlBool>`${due} > 0 AND i.carried_to IS NULL`);
  if (method) terms.push(sql<SqlBool>`i.payment_method = ${method}`);
  if (from) terms.push(sql<SqlBool>`i.issued_on >= ${from}`);
  if (to) terms.push(sql<SqlBool>`i.issued_on <= ${to}`);
  const term = q.trim();
  if (term && trigramSized(term)) {
    terms.push(sql<SqlBool>`i.id IN (${trigramIds(db, 'invoices', term)})`);
  } else if (term) {
    terms.push(
      sql<SqlBool>`(${contains(db, sql.ref('i.invoice_number'), term)} OR ${contains(db, sql.ref('i.member_name'), term)})`,
    );
  }
  return terms;
}

const filtered = <DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  filter: InvoiceFilter,
  sortKey?: InvoiceSort,
) => conditions(db, filter, sortKey).reduce((q, condition) => q.where(condition), query);

const exported = ({ import_id, ...invoice }: Read): ExportedInvoice => ({
  ...invoice,
  voided: invoice.credit_note_number !== null,
  imported: import_id !== null,
});

const listedInvoice = ({ voidable, ...invoice }: Listed): Invoice => ({
  ...exported(invoice),
  voidable: Boolean(voidable),
});

/**
 * The invoice history, newest first (by issue date, then number), shaped so that a page costs
 * about the same at 100 invoices as at 100,000: pages walk an index on the issue date and totals
 * come from per-day counts, or from the trigram index when searching.
 */
export function invoicesList(db: Db) {
  // Its credit note by its key: one index step per row.
  const read = () =>
    db
      .selectFrom('invoices as i')
      .leftJoin('credit_notes as cn', 'cn.invoice_id', 'i.id')
      .select([
        'i.id',
        'i.invoice_number',
        'i.member_name as member',
        'i.member_id',
        'i.issued_on as date',
      ])
      .select(['i.total_amount', 'i.paid_amount', 'i.payment_method', 'i.kind', 'i.carried_to'])
      // What is still owed on it: nothing once a renewal carried it (docs/product/billing.md §20).
      .select(
        sql<number>`CASE WHEN i.carried_to IS NULL THEN i.due_amount ELSE 0 END`.as('due_amount'),
      )
      .select(['i.received_by_name as received_by', 'cn.credit_note_number', 'i.import_id'])
      .select('i.branch_id')
      .orderBy('i.issued_on', 'desc')
      .orderBy('i.id', 'desc');
  // And its member, to tell whether it can be voided: a page's few rows pay for it, the export's
  // 100,000 would pay twice its time, and it does not print it.
  const listed = () =>
    read().leftJoin('members as m', 'm.id', 'i.member_id').select(voidableSql.as('voidable'));

  /** `rows` a batch at a time, newest first, under the filter: a keyset seek each. */
  const inKeysetBatches = <DB, TB extends keyof DB, O extends { id: number; date: string }>(
    rows: () => SelectQueryBuilder<DB, TB, O>,
    filter: InvoiceFilter,
    batchSize: number,
  ) =>
    inBatches<O>((last) => {
      const query = filtered(db, rows(), filter).limit(batchSize);
      const after =
        last && query.where(sql<SqlBool>`(i.issued_on, i.id) < (${last.date}, ${last.id})`);
      return (after ?? query).execute();
    }, batchSize);

  /** How many invoices the filter lists: from the per-day counts unless it searches. */
  async function total(filter: InvoiceFilter): Promise<number> {
    // The per-day counts are not kept per method: a method's invoices are counted as listed.
    if (filter.q.trim() || filter.method) {
      const query = filtered(
        db,
        db.selectFrom('invoices as i').select((eb) => eb.fn.countAll<number>().as('n')),
        filter,
      );
      return (await query.executeTakeFirstOrThrow()).n;
    }
    const counts = keptCounts(filter).select(sql<number>`coalesce(sum(n), 0)`.as('n'));
    return (await counts.executeTakeFirstOrThrow()).n;
  }

  /** The rows of invoice_counts (a row per day, status and branch) that a filter without a search or a method covers. */
  function keptCounts({ status, from, to, branches }: InvoiceFilter) {
    let counts = db.selectFrom('invoice_counts');
    if (branches) counts = counts.where('branch_id', 'in', branches);
    if (status) counts = counts.where('paid', '=', status === 'paid' ? 1 : 0);
    if (from) counts = counts.where('issued_on', '>=', from);
    if (to) counts = counts.where('issued_on', '<=', to);
    return counts;
  }

  /** The ids on one page, newest first; walks the index alone, without reading skipped invoices. */
  const pageIds = (filter: InvoiceFilter, offset: number, limit: number) =>
    filtered(db, db.selectFrom('invoices as i').select('i.id'), filter)
      .orderBy('i.issued_on', 'desc')
      .orderBy('i.id', 'desc')
      .limit(limit)
      .offset(offset);

  /**
   * A search on its own, on SQLite: the trigram index is read once, for the matching ids and their
   * count. Then, when many invoices match (a surname), walking the date index newest first finds a
   * page after about (offset + limit) × invoices / matches rows, where sorting every match costs
   * about matches: the cheaper of the two is taken (its planner must be told: INDEXED BY).
   */
  async function searchOnSqlite(term: string, offset: number, limit: number) {
    const { rows } = await trigramIds(db, 'invoices', term).execute(db);
    const matches = rows.length;
    if (offset >= matches) return { data: [], total: matches };
    // Invoices are numbered in sequence and not deleted, so the last id tells about how many
    // there are in one index step (it only chooses the plan; the answer is the same either way).
    const last = await db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('id').as('n'))
      .executeTakeFirst();
    const walk = matches * matches >= (offset + limit) * (last?.n ?? 0);
    const ids = sql`SELECT i.id FROM invoices i ${walk ? sql`INDEXED BY invoices_issued_on` : sql``}
      WHERE i.id IN (SELECT value FROM json_each(${JSON.stringify(rows.map((row) => row.id))}))
      ORDER BY i.issued_on DESC, i.id DESC LIMIT ${limit} OFFSET ${offset}`;
    const found = await listed()
      .where(sql<SqlBool>`i.id IN (${ids})`)
      .execute();
    return { data: found.map(listedInvoice), total: matches };
  }

  /**
   * The money of every invoice the filter lists (docs/product/billing.md §19): summed over them as
   * listed, a due carried into a renewal counting 0 as the table shows it.
   */
  async function totals(filter: InvoiceFilter): Promise<InvoiceTotals> {
    // Kept per day, status and branch (db/kept-figures.ts), as the counts are; not per method.
    const kept = !filter.q.trim() && !filter.method;
    const row = kept
      ? await keptCounts(filter)
          .select([
            sql<number>`coalesce(sum(paid_amount), 0)`.as('paid_amount'),
            sql<number>`coalesce(sum(due_amount), 0)`.as('due_amount'),
            sql<number>`coalesce(sum(voided_amount), 0)`.as('voided_amount'),
          ])
          .executeTakeFirstOrThrow()
      : await filtered(
          db,
          db
            .selectFrom('invoices as i')
            .leftJoin('credit_notes as cn', 'cn.invoice_id', 'i.id')
            .select([
              sql<number>`coalesce(sum(i.paid_amount), 0)`.as('paid_amount'),
              sql<number>`coalesce(sum(CASE WHEN i.carried_to IS NULL THEN i.due_amount ELSE 0 END), 0)`.as(
                'due_amount',
              ),
              sql<number>`coalesce(sum(CASE WHEN cn.id IS NULL THEN 0 ELSE i.paid_amount END), 0)`.as(
                'voided_amount',
              ),
            ]),
          filter,
        ).executeTakeFirstOrThrow();
    // PostgreSQL's sum of integers is a bigint, which comes back as text.
    return {
      paid_amount: Number(row.paid_amount),
      due_amount: Number(row.due_amount),
      voided_amount: Number(row.voided_amount),
    };
  }

  /** A search with no other filter (answers undefined otherwise), each database's way. */
  /**
   * A page in another order than the newest first: its ids walk that order's index (migration
   * 015) under the filters, or, for a rare search, the planner sorts the matches instead.
   */
  async function sortedPage(
    filter: InvoiceFilter,
    offset: number,
    limit: number,
    sort: Sort<InvoiceSort>,
  ) {
    const order = orderTerms(db, SORTS, sort, sql.ref('i.id'));
    const ids = filtered(db, db.selectFrom('invoices as i').select('i.id'), filter, sort.key)
      .orderBy(order)
      .limit(limit)
      .offset(offset);
    const [rows, n] = await Promise.all([
      listed().clearOrderBy().where('i.id', 'in', ids).orderBy(order).execute(),
      total(filter),
    ]);
    return { data: rows.map(listedInvoice), total: n };
  }

  async function searchOnly(filter: InvoiceFilter, offset: number, limit: number) {
    const term = filter.q.trim();
    if (
      filter.status ||
      filter.method ||
      filter.from ||
      filter.to ||
      filter.branches ||
      !trigramSized(term)
    )
      return undefined;
    // PostgreSQL: the filters' own path below reads the page's ids with the count of every match
    // riding along (the trigram indexes read once); shipping every matching id to the app and
    // back, as SQLite is made to, costs more there than it saves.
    if (!forDialect(db, { sqlite: true, postgres: false })) return undefined;
    return searchOnSqlite(term, offset, limit);
  }

  async function rowsOfPage(
    filter: InvoiceFilter,
    page: number,
    pageSize: number,
    sort?: Sort<InvoiceSort>,
  ): Promise<{ data: Invoice[]; total: number }> {
    const offset = (page - 1) * pageSize;
    if (sort) return sortedPage(filter, offset, pageSize, sort);
    if (!filter.q.trim()) {
      const rows = await listed()
        .where('i.id', 'in', pageIds(filter, offset, pageSize))
        .execute();
      return { data: rows.map(listedInvoice), total: await total(filter) };
    }
    const searched = await searchOnly(filter, offset, pageSize);
    if (searched) return searched;
    // With other filters (or a search alone on PostgreSQL), the matches are gathered anyway to
    // sort them: counting them in the same pass saves running the trigram search a second time.
    // A page past the end has no row to carry the count.
    const found = await pageIds(filter, offset, pageSize)
      .select(sql<number>`count(*) OVER ()`.as('total'))
      .execute();
    if (found.length === 0) return { data: [], total: offset > 0 ? await total(filter) : 0 };
    const rows = await listed()
      .where(
        'i.id',
        'in',
        found.map((row) => row.id),
      )
      .execute();
    return { data: rows.map(listedInvoice), total: Number(found[0]!.total) };
  }

  return {
    /** One page of the filtered invoices, how many they are, and their money (totals). */
    async page(filter: InvoiceFilter, page: number, pageSize: number, sort?: Sort<InvoiceSort>) {
      const [rows, money] = await Promise.all([
        rowsOfPage(filter, page, pageSize, sort),
        totals(filter),
      ]);
      return { ...rows, totals: money };
    },

    /** Every invoice the filter lists, newest first, a batch at a time (a keyset seek each). */
    all(filter: InvoiceFilter, batchSize = INVOICE_BATCH): AsyncGenerator<Invoice[]> {
      const batches = inKeysetBatches(listed, filter, batchSize);
      return (async function* () {
        for await (const rows of batches) yield rows.map(listedInvoice);
      })();
    },

    /** The same for the CSV export, without what it does not print (whether each can be voided). */
    exported(filter: InvoiceFilter, batchSize = INVOICE_BATCH): AsyncGenerator<ExportedInvoice[]> {
      const batches = inKeysetBatches(read, filter, batchSize);
      return (async function* () {
        for await (const rows of batches) yield rows.map(exported);
      })();
    },
  };
}
