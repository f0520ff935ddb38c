import type { Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import { forKeyShare, forUpdate, transaction } from '../db/transaction';
import type { Database, MembersTable } from '../db/schema';
import type { BranchAccess, PaymentMethod } from '../schemas';
import { badRequest, notFound } from '../lib/http-errors';
import { branchOfNew, existingBranch } from './branches';
import { expiryDate } from './dates';
import { changesBetween, recordActivity, type Actor } from './activity';
import { billedMember, issueJoiningInvoice, issuePaymentInvoice } from './invoicing';
import { freshId, refusePhoneOfDeleted } from './trash';
import { enquiryBranch, markEnquiryJoined } from './enquiry-conversion';
import { EVERY_BRANCH, type BranchScope } from './branch-scope';
import { refuseTakenPhone } from './shared-phones';
import { inBranches } from '../lib/branch-filter';

export { ALREADY_JOINED } from './enquiry-conversion';

/**
 * Writing a member (docs/product/billing.md §12, docs/product/enquiries.md §17): the expiry its plan gives, the invoices that keep
 * adding up to what the member has paid, and the enquiry it converts. The members routes (the
 * form) and the dues routes (the pending edit) both save members through here.
 */

/** A member as the form sets it: every column but those the server derives or stamps. */
export type MemberInput = Omit<
  Selectable<MembersTable>,
  | 'id'
  | 'expire_date'
  | 'renewed_on'
  | 'period_start'
  | 'created_at'
  | 'updated_at'
  | 'no_reminders'
  | 'shares_phone'
  | 'home_branch_id'
  | 'branch_access'
> & {
  /** "Do not send reminders" (1); left out, a new member gets them and an edit keeps the setting. */
  no_reminders?: number;
  /**
   * "Shares this phone with another member" (1, docs/product/screens.md §3); left out, a new
   * member does not share it and an edit keeps the setting.
   */
  shares_phone?: number;
  /** The home branch (docs/product/branches.md §26); left out, a new member gets the first and an edit keeps it. */
  home_branch_id?: number;
  /** Left out, a new member reaches their home branch only ('branch') and an edit keeps it. */
  branch_access?: BranchAccess;
};

type Trx = Transaction<Database>;

export const paidLoweredMessage = (paid: number) =>
  `Paid amount cannot be lowered below ${paid}: that much has already been received and invoiced.`;

/**
 * The member fields a renewal sets (docs/product/billing.md §20), every one of them in its record's
 * `changes` when it changed: what undoing the renewal puts back.
 */
export const RENEWED_FIELDS = [
  'plan_id',
  'status',
  'total_fee',
  'paid_amount',
  'renewed_on',
  'leave_date',
  'rejoin_date',
  'expire_date',
] as const satisfies readonly (keyof MembersTable)[];

/**
 * The member's plan and the expiry it gives: the current period's start (the joining date until
 * the member is renewed, docs/product/billing.md §20) + plan days + paused days.
 */
async function planAndExpiry(trx: Trx, input: MemberInput, periodStart = input.joining_date) {
  // Kept until the member is written: a plan deleted meanwhile is waited for and found gone.
  const plan = await forKeyShare(
    trx,
    trx.selectFrom('plans').select(['name', 'duration_days']).where('id', '=', input.plan_id),
  ).executeTakeFirst();
  if (!plan) throw badRequest('Please choose an existing plan');
  const expire_date = expiryDate(
    periodStart,
    plan.duration_days,
    input.leave_date,
    input.rejoin_date,
  );
  return { plan, expire_date };
}

/** What every invoice of this member copies as it stands when issued. */
const billedTo = (
  id: number,
  input: MemberInput,
  plan: { name: string; duration_days: number },
  expire_date: string,
  start = input.joining_date,
) => billedMember({ id, name: input.name, phone: input.phone }, plan, { start, end: expire_date });

/** The columns the member form sets (MemberInput's). */
export const MEMBER_INPUT_COLUMNS = [
  'name',
  'phone',
  'email',
  'age',
  'weight',
  'blood_group',
  'location',
  'profession',
  'status',
  'joining_date',
  'plan_id',
  'total_fee',
  'paid_amount',
  'leave_date',
  'rejoin_date',
] as const;

/** Where the member belongs (docs/product/branches.md §26): set by the form when it offers them, else kept. */
export const MEMBER_BRANCH_COLUMNS = ['home_branch_id', 'branch_access'] as const;

/**
 * Whether member `id` is in `scope`'s branches, locked so that a move cannot take them out of it
 * before the write that asked commits.
 */
export async function coveredMember(trx: Trx, id: number, scope: BranchScope): Promise<boolean> {
  const read = trx
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where(inBranches('home_branch_id', scope));
  return (await forUpdate(trx, read).executeTakeFirst()) !== undefined;
}

/** Member `id`, locked; one outside `scope`'s branches is not found (docs/product/branches.md §26). */
async function existing(trx: Trx, id: number, scope: BranchScope) {
  const read = trx
    .selectFrom('members')
    .select(MEMBER_INPUT_COLUMNS)
    .select(['renewed_on', 'no_reminders', 'shares_phone', ...MEMBER_BRANCH_COLUMNS])
    .where('id', '=', id)
    .where(inBranches('home_branch_id', scope));
  // Locked: the paid amount written back is computed from the one read here.
  const member = await forUpdate(trx, read).executeTakeFirst();
  if (!member) throw notFound(`Member ${id} not found.`);
  const { renewed_on, ...input } = member;
  return { input: input as MemberInput, renewed_on };
}

/**
 * What a write made by an import (docs/product/import.md §24) carries: its records and invoices name it.
 * `scope`: the request's branches (docs/product/branches.md §26), every branch when left out.
 */
export interface Imported {
  importId?: number | null;
  scope?: BranchScope;
}

const importFacts = (importId: number | null | undefined) =>
  importId == null ? {} : { import_id: importId };

/**
 * Adds the member and its joining invoice, and converts the enquiry (if any), inside `trx`: the
 * add member form's call and each New row of an import go through here.
 */
export async function addMember(
  trx: Trx,
  actor: Actor,
  input: MemberInput,
  {
    enquiryId = null,
    importId = null,
    scope = EVERY_BRANCH,
    method = 'cash',
  }: Imported & { enquiryId?: number | null; method?: PaymentMethod } = {},
) {
  await refusePhoneOfDeleted(trx, input.phone);
  await refuseTakenPhone(trx, { phone: input.phone, shares: input.shares_phone === 1 });
  const { plan, expire_date } = await planAndExpiry(trx, input);
  const home_branch_id = await branchOfNew(
    trx,
    input.home_branch_id ?? (await enquiryBranch(trx, enquiryId, scope)),
    scope,
  );
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto('members')
    .values({
      ...(await freshId(trx, 'members')),
      ...input,
      home_branch_id,
      expire_date,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordActivity(trx, actor, {
    action: 'member.added',
    label: input.name,
    subjectId: id,
    memberId: id,
    data: {
      plan: plan.name,
      fee: input.total_fee,
      expiry: expire_date,
      // Said only when ticked: "Shares this phone with another member".
      ...(input.shares_phone === 1 ? { shares_phone: true } : {}),
      ...importFacts(importId),
    },
  });
  const { invoice_number } = await issueJoiningInvoice(
    trx,
    actor,
    billedTo(id, input, plan, expire_date),
    input.total_fee,
    input.paid_amount,
    method,
    importId,
  );
  if (enquiryId !== null) await markEnquiryJoined(trx, actor, enquiryId, id, scope);
  return { member_id: id, invoice_number, expiry: expire_date };
}

/**
 * Saves a member inside `trx`; money received since the last save is billed as a payment
 * invoice. The paid amount never goes down: every rupee of it is on an issued invoice, and
 * invoices are never changed, so the member's invoices keep adding up to what the member has
 * paid. The member form, the dues screen and each Update row of an import go through here.
 */
export async function updateMember(
  trx: Trx,
  actor: Actor,
  id: number,
  change: MemberInput | ((current: MemberInput) => MemberInput),
  method: PaymentMethod = 'cash',
  { importId = null, scope = EVERY_BRANCH }: Imported = {},
) {
  const { input: before, renewed_on } = await existing(trx, id, scope);
  // A change computed from the member as it stands inside this transaction (the dues screen
  // edits a few fields): nothing written in between is overwritten.
  const input = typeof change === 'function' ? change(before) : change;
  if (input.paid_amount < before.paid_amount)
    throw badRequest(paidLoweredMessage(before.paid_amount));
  if (input.phone !== before.phone) await refusePhoneOfDeleted(trx, input.phone);
  await refuseTakenPhone(trx, {
    phone: input.phone,
    shares: (input.shares_phone ?? before.shares_phone) === 1,
    id,
    moved: input.phone !== before.phone,
  });
  if (input.home_branch_id !== undefined && input.home_branch_id !== before.home_branch_id)
    await existingBranch(trx, input.home_branch_id, scope);
  const periodStart = renewed_on ?? input.joining_date;
  const { plan, expire_date } = await planAndExpiry(trx, input, periodStart);
  await trx
    .updateTable('members')
    .set({ ...input, expire_date, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  // The paid amount's rise is the payment's own record (its invoice), not an edit.
  const changes = changesBetween(before, input, [
    ...MEMBER_INPUT_COLUMNS.filter((column) => column !== 'paid_amount'),
    ...MEMBER_BRANCH_COLUMNS,
  ]);
  // Recorded as the form's checkboxes read them: "Do not send reminders: No → Yes".
  for (const [field, change] of Object.entries(
    changesBetween(before, input, ['no_reminders', 'shares_phone']),
  ))
    changes[field] = [change[0] === 1, change[1] === 1];
  if (Object.keys(changes).length > 0)
    await recordActivity(trx, actor, {
      action: 'member.edited',
      label: input.name,
      subjectId: id,
      memberId: id,
      data: { changes, ...importFacts(importId) },
    });
  if (input.paid_amount > before.paid_amount) {
    const member = billedTo(id, input, plan, expire_date, periodStart);
    const { invoice_number } = await issuePaymentInvoice(
      trx,
      actor,
      member,
      input.total_fee,
      before.paid_amount,
      input.paid_amount,
      method,
      importId,
    );
    return { member_id: id, expiry: expire_date, invoice_number };
  }
  return { member_id: id, expiry: expire_date, invoice_number: null };
}

export function memberWrites(db: Db) {
  return {
    /**
     * The member, its joining invoice (what was paid, received by `method`) and the enquiry it
     * converts (if any): together or not at all.
     */
    create(
      actor: Actor,
      input: MemberInput,
      options: { enquiryId?: number | null; method?: PaymentMethod; scope?: BranchScope } = {},
    ) {
      return transaction(db, (trx) => addMember(trx, actor, input, options));
    },

    /** Saves the form in a transaction of its own (updateMember). */
    update(
      actor: Actor,
      id: number,
      change: MemberInput | ((current: MemberInput) => MemberInput),
      method: PaymentMethod = 'cash',
      scope: BranchScope = EVERY_BRANCH,
    ) {
      return transaction(db, (trx) => updateMember(trx, actor, id, change, method, { scope }));
    },
  };
}
