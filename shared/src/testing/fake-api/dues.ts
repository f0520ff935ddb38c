import { MEMBER_MESSAGES } from '@spotter/api/contract';
import { paths } from '@spotter/api/paths';
import type {
  ExpiredMember,
  Failed,
  Invoice,
  Page,
  PaymentRecorded,
  PendingMember,
  Plan,
  Renewed,
} from '../../core/types';
import { formatRupees } from '../../core/format/money';
import { MONEY_MAX, moneyMessage } from '../../core/input-rules';
import type { Reply } from './fetch-stub';
import { creditNote, voidedMessage } from './invoices';
import type { FakeMember } from './fake-member';
import type { WithHomeBranch } from './members';
import { idRoute } from './route-ids';
import { recordUndoable, type FakeUndo } from './undo';
import { answer, notFound, sortedBy } from './paging';

const DAY_MS = 86_400_000;
const isoToday = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysSince = (day: string) =>
  Math.max(
    Math.round((Date.parse(`${isoToday()}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS),
    0,
  );
const refused = (message: string) => answer<Failed>({ status: 'failed', message }, 400);
const METHODS = ['cash', 'upi', 'card', 'bank'];

/** The age filter as the API reads it: days since the period (here: the joining date) began. */
const AGES: Record<string, (days: number) => boolean> = {
  '0-7': (d) => d <= 7,
  '8-30': (d) => d >= 8 && d <= 30,
  '31+': (d) => d > 30,
};

function paged<T>(rows: T[], query: URLSearchParams, name: (row: T) => string): Reply {
  const q = (query.get('q') ?? '').trim().toLowerCase();
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('page_size') ?? 5);
  const found = sortedBy(
    q ? rows.filter((row) => name(row).toLowerCase().includes(q)) : rows,
    query,
  );
  return answer<Page<T>>({
    data: found.slice((page - 1) * size, page * size),
    total: found.length,
  });
}

const pendingRow = (m: FakeMember): WithHomeBranch<PendingMember> => ({
  id: m.id,
  name: m.name,
  plan_type: m.plan_type,
  phone: m.phone,
  total_fee: m.total_fee,
  paid_amount: m.total_fee - m.due_amount,
  due_amount: m.due_amount,
  days_overdue: daysSince(m.joining_date),
  promise: m.promise ?? null,
  home_branch_id: m.home_branch_id,
});

const expiredRow = (m: FakeMember): WithHomeBranch<ExpiredMember> => ({
  id: m.id,
  name: m.name,
  plan_id: m.plan,
  plan_type: m.plan_type,
  phone: m.phone,
  expire_date: m.expire_date!,
  due_amount: m.due_amount,
  home_branch_id: m.home_branch_id,
});

/**
 * Balance Pending and Expired: lists, a payment and a renewal, over the fake's members (the pending
 * edit's update, and the Balance Pending screens themselves, run on the real API in-process).
 */
export function duesRoutes(db: {
  members: FakeMember[];
  invoices: Invoice[];
  plans: Plan[];
  undo: FakeUndo;
  creditNotes: number;
}) {
  let invoices = 100;
  const invoice = () => `INV-${String(++invoices).padStart(5, '0')}`;
  const replace = (next: FakeMember) =>
    (db.members = db.members.map((m) => (m.id === next.id ? next : m)));

  return (method: string, pathname: string, search: string, body: unknown): Reply | undefined => {
    const query = new URLSearchParams(search);
    if (method === 'GET' && pathname === paths.dues.pending) {
      const age = AGES[query.get('age') ?? ''] ?? (() => true);
      const owing = db.members
        .filter((m) => m.due_amount > 0)
        .map(pendingRow)
        .filter((m) => age(m.days_overdue));
      return paged(
        owing.sort((a, b) => b.days_overdue - a.days_overdue || a.id - b.id),
        query,
        (m) => `${m.name} ${m.plan_type}`,
      );
    }
    if (method === 'GET' && pathname === paths.renewals.expired) {
      const expired = db.members
        .filter((m) => m.expire_date !== null && m.expire_date < isoToday())
        .map(expiredRow);
      return paged(
        expired.sort((a, b) => b.expire_date.localeCompare(a.expire_date)),
        query,
        (m) => m.name,
      );
    }
    const { recordPayment } = paths.dues;
    const target = idRoute([recordPayment, paths.renewals.renew], pathname);
    if (method !== 'POST' || !target) return undefined;
    const found = db.members.find((m) => m.id === target.id);
    if (!found) return notFound(`Member ${target.id} not found.`);
    const sent = (body ?? {}) as Record<string, unknown>;
    const methodOk = sent.method === undefined || METHODS.includes(String(sent.method));
    if (!methodOk) return refused('method must be cash, upi, card or bank');

    if (target.path === recordPayment) {
      const amount = sent.amount;
      if (
        typeof amount !== 'number' ||
        !Number.isInteger(amount) ||
        amount < 1 ||
        amount > MONEY_MAX
      )
        return refused(moneyMessage('Amount', 1));
      if (found.due_amount === 0) return refused(`${found.name} has nothing pending.`);
      if (amount > found.due_amount)
        return refused(`Amount cannot be more than the pending ${formatRupees(found.due_amount)}.`);
      const member = { ...found, due_amount: found.due_amount - amount };
      replace(member);
      const number = invoice();
      return answer<PaymentRecorded>({
        status: 'success',
        message: `${formatRupees(amount)} received from ${found.name}. Invoice ${number}.`,
        member_id: found.id,
        invoice_number: number,
        paid_amount: member.total_fee - member.due_amount,
        due_amount: member.due_amount,
        // Undone, it is voided: the member owes it again.
        activity_id: recordUndoable(db, () => {
          const now = db.members.find((m) => m.id === found.id)!;
          replace({ ...now, due_amount: now.due_amount + amount });
          return voidedMessage(number, creditNote(db), amount);
        }),
      });
    }
    const plan = db.plans.find((p) => p.id === (sent.plan ?? found.plan));
    if (!plan) return refused('Please choose an existing plan');
    const total = Number(sent.fee ?? plan.price ?? 0) + found.due_amount;
    const paid = Number(sent.paid ?? 0);
    if (paid > total) return refused(MEMBER_MESSAGES.paidOverFee);
    const expiry = addDays(isoToday(), plan.duration_days);
    replace({
      ...found,
      plan: plan.id,
      plan_type: plan.name,
      total_fee: total,
      due_amount: total - paid,
      joining_date: isoToday(),
      expire_date: expiry,
    });
    const number = invoice();
    // What the member's invoices still owed is carried into this one: owed there, not on them.
    const invoicesBefore = db.invoices;
    if (found.due_amount > 0)
      db.invoices = db.invoices.map((i) =>
        i.member_id === found.id && i.due_amount > 0 && !i.voided && i.carried_to === null
          ? { ...i, due_amount: 0, carried_to: number }
          : i,
      );
    return answer<Renewed>({
      status: 'success',
      message: `Membership renewed until ${expiry}. Invoice: ${number}`,
      member_id: found.id,
      expiry,
      invoice_number: number,
      total_fee: total,
      due_amount: total - paid,
      // Undone: the member as before it, its payment (if any) voided.
      activity_id: recordUndoable(db, () => {
        replace(found);
        db.invoices = db.invoices.map(
          (i) =>
            invoicesBefore.find((before) => before.id === i.id && i.carried_to === number) ?? i,
        );
        const renewal = `${found.name}'s renewal undone.`;
        return paid > 0
          ? `${renewal} Credit note ${creditNote(db)} for ${formatRupees(paid)}.`
          : renewal;
      }),
    });
  };
}
