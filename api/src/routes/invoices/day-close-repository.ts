import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { inBranches } from '../../lib/branch-filter';
import { badRequest } from '../../lib/http-errors';
import { recordActivity, type Actor } from '../../domain/activity';
import type { BranchScope } from '../../domain/branch-scope';
import { dayInWords, today } from '../../domain/dates';
import { rupees } from '../../domain/money';
import {
  PAYMENT_METHODS,
  type CashCount,
  type CashCounted,
  type DayClose,
  type DayCreditNote,
  type DayFigure,
  type DayPayment,
} from '../../schemas';

/**
 * Day close (docs/product/billing.md §27): a day's money as the desk counts it at night. Every
 * figure is the sum of the payments listed under it, so each can be checked against its list.
 */

/** Whose money a reader sees: every account's, or only what `actor` took itself. */
export interface DayReader {
  scope: BranchScope;
  actor: Actor;
  /** Holds `takings.view_all`. */
  everyone: boolean;
}

const figureOf = (payments: DayPayment[]): DayFigure => ({
  amount: payments.reduce((sum, payment) => sum + payment.amount, 0),
  count: payments.length,
  payments,
});

/** The payments received on `day`: invoices issued then that received money, imports left out. */
async function paymentsOf(db: Kysely<Database>, day: string, reader: DayReader) {
  let query = db
    .selectFrom('invoices as i')
    .leftJoin('credit_notes as cn', 'cn.invoice_id', 'i.id')
    .select([
      'i.invoice_number',
      'i.member_name as member',
      'i.member_id',
      'i.paid_amount as amount',
      'i.payment_method as method',
      'i.created_at as at',
      'i.received_by_id',
      'i.received_by_name as received_by',
      'i.branch_id',
      'cn.credit_note_number',
    ])
    .where('i.issued_on', '=', day)
    .where('i.paid_amount', '>', 0)
    // Money an import recorded was received before Spotter, not at the desk that day.
    .where('i.import_id', 'is', null)
    .where(inBranches('i.branch_id', reader.scope))
    .orderBy('i.id');
  if (!reader.everyone) query = query.where('i.received_by_id', '=', reader.actor.id);
  return (await query.execute()).map((row) => ({
    ...row,
    credit_note_number: row.credit_note_number ?? null,
  }));
}

/** The credit notes issued on `day`, of invoices the reader's figures would hold. */
async function creditNotesOf(
  db: Kysely<Database>,
  day: string,
  reader: DayReader,
): Promise<DayCreditNote[]> {
  let query = db
    .selectFrom('credit_notes as cn')
    .innerJoin('invoices as i', 'i.id', 'cn.invoice_id')
    .select([
      'cn.credit_note_number',
      'i.invoice_number',
      'i.member_name as member',
      'cn.amount',
      'i.payment_method as method',
      'i.issued_on as paid_on',
      'cn.created_at as at',
      'cn.issued_by_name as issued_by',
      'cn.reason',
    ])
    .where('cn.issued_on', '=', day)
    .where(inBranches('i.branch_id', reader.scope))
    .orderBy('cn.id');
  if (!reader.everyone) query = query.where('i.received_by_id', '=', reader.actor.id);
  return query.execute();
}

/** The drawer's cash: what came in as cash, what cash credit notes gave back, and so what is expected. */
function drawerOf(payments: DayPayment[], notes: DayCreditNote[]) {
  const received = payments
    .filter((payment) => payment.method === 'cash')
    .reduce((sum, payment) => sum + payment.amount, 0);
  const given_back = notes
    .filter((note) => note.method === 'cash')
    .reduce((sum, note) => sum + note.amount, 0);
  return { received, given_back, expected: received - given_back };
}

/** The branch a count is made at: the one the request acts at, null under All branches. */
const countPlace = ({ scope }: DayReader) => scope.active;

/** The latest count of `day`'s cash made as `reader` would make it (same branch, same coverage). */
async function latestCount(
  db: Kysely<Database>,
  day: string,
  reader: DayReader,
): Promise<CashCount | null> {
  const place = countPlace(reader);
  let query = db
    .selectFrom('cash_counts')
    .select(['counted', 'expected', 'created_at as at', 'counted_by_name as counted_by'])
    .where('day', '=', day)
    .where('everyone', '=', reader.everyone ? 1 : 0)
    .where(place === null ? sql<SqlBool>`branch_id IS NULL` : sql<SqlBool>`branch_id = ${place}`)
    .orderBy('id', 'desc')
    .limit(1);
  if (!reader.everyone) query = query.where('counted_by_id', '=', reader.actor.id);
  const count = await query.executeTakeFirst();
  return count ? { ...count, difference: count.counted - count.expected } : null;
}

/** `day`'s money as `reader` may see it. */
export async function dayClose(
  db: Kysely<Database>,
  day: string,
  reader: DayReader,
): Promise<DayClose> {
  const [payments, notes, count] = await Promise.all([
    paymentsOf(db, day, reader),
    creditNotesOf(db, day, reader),
    latestCount(db, day, reader),
  ]);
  const accounts = new Map<string, DayPayment[]>();
  for (const payment of payments) {
    const key = String(payment.received_by_id ?? `name:${payment.received_by ?? ''}`);
    const taken = accounts.get(key);
    if (taken) taken.push(payment);
    else accounts.set(key, [payment]);
  }
  return {
    day,
    everyone: reader.everyone,
    received: figureOf(payments),
    by_method: PAYMENT_METHODS.map((method) => ({
      method,
      ...figureOf(payments.filter((payment) => payment.method === method)),
    })),
    by_account: [...accounts.values()]
      .map((taken) => ({
        received_by_id: taken[0]!.received_by_id,
        received_by: taken[0]!.received_by,
        ...figureOf(taken),
      }))
      .sort((a, b) => (a.received_by ?? '').localeCompare(b.received_by ?? '')),
    credit_notes: {
      amount: notes.reduce((sum, note) => sum + note.amount, 0),
      count: notes.length,
      notes,
    },
    cash: { ...drawerOf(payments, notes), count },
  };
}

export const CASH_COUNT_REFUSED = {
  future: 'The cash of a day to come cannot be counted.',
} as const;

/** "₹100 short of", "₹100 over", or "exactly": the difference as the message says it. */
const differenceInWords = (counted: number, expected: number) =>
  counted === expected
    ? `exactly the ${rupees(expected)} expected`
    : counted < expected
      ? `${rupees(expected - counted)} short of the ${rupees(expected)} expected`
      : `${rupees(counted - expected)} over the ${rupees(expected)} expected`;

/**
 * Records the cash counted for `day` inside `trx`: the cash expected now (as Day close shows it to
 * the counter), the count, and the trail's record of both and their difference.
 */
export async function countCash(
  trx: Transaction<Database>,
  day: string,
  counted: number,
  reader: DayReader,
): Promise<CashCounted> {
  if (day > today()) throw badRequest(CASH_COUNT_REFUSED.future);
  // The drawer as Day close shows it to the counter; the latest count is not needed here.
  const [payments, notes] = await Promise.all([
    paymentsOf(trx, day, reader),
    creditNotesOf(trx, day, reader),
  ]);
  const { expected } = drawerOf(payments, notes);
  const at = new Date().toISOString();
  const branch = countPlace(reader);
  await trx
    .insertInto('cash_counts')
    .values({
      day,
      branch_id: branch,
      everyone: reader.everyone ? 1 : 0,
      counted,
      expected,
      counted_by_id: reader.actor.id,
      counted_by_name: reader.actor.name,
      created_at: at,
    })
    .execute();
  const difference = counted - expected;
  const activity_id = await recordActivity(trx, reader.actor, {
    action: 'cash.counted',
    label: day,
    data: {
      day,
      expected,
      counted,
      difference,
      ...(branch === null ? {} : { branch_id: branch }),
      whose: reader.everyone ? 'everyone' : 'own',
    },
  });
  return {
    status: 'success',
    message: `Cash counted for ${dayInWords(day)}: ${rupees(counted)}, ${differenceInWords(counted, expected)}.`,
    counted,
    expected,
    difference,
    at,
    counted_by: reader.actor.name,
    activity_id,
  };
}
