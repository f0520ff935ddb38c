import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { branchOfWrite } from '../db/transaction';
import type { ActivityKind } from '../schemas/activity';
import { unauthorized } from '../lib/http-errors';
import type { SessionAdmin } from './sessions';

/**
 * The activity trail (docs/product/activity.md §23). Every write records what it did by calling
 * `recordActivity` inside its own transaction, so a write that is refused or rolled back leaves no
 * record, and a record never exists without its write. Records are never changed (the database
 * refuses it) and name the account as it was when it acted.
 */

/** The account that acted, as records name it. */
export interface Actor {
  /** Null only for a refused sign-in with a username no account has. */
  id: number | null;
  name: string;
}

/** An account's readable name: its full name, or its username when it has none. */
export const accountName = (fullName: string | null, username: string) => fullName || username;

/** A signed-in account as the trail names it. */
export const asActor = (admin: Pick<SessionAdmin, 'id' | 'fullName' | 'username'>): Actor => ({
  id: admin.id,
  name: accountName(admin.fullName, admin.username),
});

/** The signed-in account behind a request (put there by plugins/auth.ts), as the trail names it. */
export function actorOf(request: { readonly admin: SessionAdmin | null }): Actor {
  if (!request.admin) throw unauthorized();
  return asActor(request.admin);
}

/** Every action the trail records, and the kind the Activity screen files it under. */
export const ACTIVITY_ACTIONS = {
  'member.added': 'members',
  'member.edited': 'members',
  'member.deleted': 'members',
  'member.restored': 'members',
  /** A contact logged from Reminders (docs/product/reminders.md §25): a call, a WhatsApp message, an e-mail. */
  'member.contacted': 'members',
  /** Move to branch (docs/product/branches.md §26): their home branch changed, both branches named. */
  'member.moved': 'members',
  /** An import (docs/product/import.md §24): its sheet stored, its run with the counts, its undo. Each row's write records as members' do. */
  'members.import_uploaded': 'members',
  'members.imported': 'members',
  'members.import_undone': 'members',
  'plan.added': 'plans',
  'plan.edited': 'plans',
  'plan.deleted': 'plans',
  'plan.restored': 'plans',
  'staff.added': 'staff',
  'staff.edited': 'staff',
  'staff.deleted': 'staff',
  'staff.restored': 'staff',
  'enquiry.added': 'enquiries',
  'enquiry.edited': 'enquiries',
  'enquiry.converted': 'enquiries',
  'enquiry.deleted': 'enquiries',
  'enquiry.restored': 'enquiries',
  /** A contact logged on an enquiry's follow-up in Reminders (docs/product/reminders.md §25), with what it changed of the enquiry. */
  'enquiry.contacted': 'enquiries',
  /** Money received: at joining, on Pending, through the member form, in the check-in panel. */
  'payment.received': 'payments',
  'payment.voided': 'payments',
  'membership.renewed': 'payments',
  'renewal.undone': 'payments',
  /** Day close (docs/product/billing.md §27): the cash counted, with what was expected and the difference. */
  'cash.counted': 'payments',
  'member.checked_in': 'attendance',
  'member.checked_out': 'attendance',
  'check_in.undone': 'attendance',
  /** A visit removed from the day's attendance (its row's Delete). */
  'visit.deleted': 'attendance',
  'account.added': 'team',
  'account.edited': 'team',
  'account.disabled': 'team',
  'account.enabled': 'team',
  'account.password_reset': 'team',
  'role.added': 'team',
  'role.edited': 'team',
  'role.deleted': 'team',
  signed_in: 'sign-ins',
  signed_out: 'sign-ins',
  'sign_in.refused': 'sign-ins',
  'password.changed': 'settings',
  'password.chosen': 'settings',
  'profile.edited': 'settings',
  'gym.edited': 'settings',
  /** Settings → Backups, "Back up now" (docs/product/settings-and-search.md §18). */
  'backup.made': 'settings',
  /** Settings → Reminders saved: the rules, the UPI ID, the SMTP server. */
  'reminders.settings_saved': 'settings',
  /** Settings → Branches (docs/product/branches.md §26): named as the contract names them. */
  'branch.added': 'settings',
  'branch.edited': 'settings',
  /**
   * Group classes (docs/product/classes.md): their set-up is filed with the plans, what sells them,
   * and a booking with its member, until the Activity screen has a kind of its own for classes.
   */
  'class_type.added': 'plans',
  'class_type.edited': 'plans',
  'class_type.deleted': 'plans',
  'class_slot.added': 'plans',
  'class_slot.edited': 'plans',
  'class_slot.deleted': 'plans',
  'class_session.edited': 'plans',
  'class_session.cancelled': 'plans',
  'class.booked': 'members',
  'class.waitlisted': 'members',
  'class_booking.cancelled': 'members',
  /** The first waitlisted member booked into a place that freed up before the cut-off. */
  'class_booking.promoted': 'members',
  /** A promoted member's waitlist place in another session at the same time, given up. */
  'class_booking.released': 'members',
  /** A booked place marked Attended: by hand, or by the member's check-in near the start. */
  'class_booking.attended': 'members',
  /** A late cancel or no-show forgiven: it no longer counts as a strike. */
  'class_booking.forgiven': 'members',
  /** A booking or waitlist place taken back by Undo, moments after it was made. */
  'class_booking.undone': 'members',
  /** A cancellation taken back by Undo: the place, or the waitlist place, is the member's again. */
  'class_cancel.undone': 'members',
  /** The time zone, the booking cut-off or the strikes' settings changed. */
  'class_settings.edited': 'settings',
} as const satisfies Record<string, ActivityKind>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** A field's value before and after a change. */
export type Change = [before: unknown, after: unknown];

/**
 * What a record says beyond its action and label. `changes` holds edited fields (wire names);
 * the rest are facts such as `invoice` ("INV-00015"), `amount` (whole rupees), `method`,
 * `credit_note`, `role`, `plan`. Never a password, a hash or a session token.
 */
export interface ActivityData {
  changes?: Record<string, Change>;
  [fact: string]: unknown;
}

export interface ActivityEntry {
  action: ActivityAction;
  /** A readable name for what it touched: the member's name, the plan's, the invoice number. */
  label: string;
  /** The id of what it touched (a member, plan, invoice, account…), when it has one. */
  subjectId?: number | null;
  /** The member it concerns, for their history. */
  memberId?: number | null;
  data?: ActivityData;
  /** Required for a void; given for a refused sign-in ("Wrong password"). */
  reason?: string | null;
}

/** Fields written into no record, whatever a caller passes. */
const SECRET = /password|token|hash|secret/i;

const withoutSecrets = (data: ActivityData): ActivityData => {
  const clean: ActivityData = {};
  for (const [key, value] of Object.entries(data)) {
    if (SECRET.test(key)) continue;
    if (key === 'changes' && value && typeof value === 'object') {
      clean.changes = Object.fromEntries(
        Object.entries(value as Record<string, Change>).filter(([field]) => !SECRET.test(field)),
      );
    } else clean[key] = value;
  }
  return clean;
};

/** Records one write, inside the transaction that made it; answers the record's id (to undo it by). */
export async function recordActivity(
  trx: Transaction<Database>,
  actor: Actor,
  entry: ActivityEntry,
): Promise<number> {
  const { id } = await trx
    .insertInto('activity')
    .values({
      at: new Date().toISOString(),
      admin_id: actor.id,
      admin_name: actor.name,
      action: entry.action,
      kind: ACTIVITY_ACTIONS[entry.action],
      subject_id: entry.subjectId ?? null,
      label: entry.label,
      member_id: entry.memberId ?? null,
      data: JSON.stringify(withoutSecrets(entry.data ?? {})),
      reason: entry.reason ?? null,
      branch_id: branchOfWrite(trx),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // PostgreSQL's BIGINT comes back as a string.
  return Number(id);
}

/**
 * Records an edit's `changes` (see changesBetween) as `data.changes`, unless there are none: a
 * save that changes nothing records nothing. Answers the record's id, or null.
 */
export async function recordChanges(
  trx: Transaction<Database>,
  actor: Actor,
  entry: Omit<ActivityEntry, 'data'>,
  changes: Record<string, Change>,
): Promise<number | null> {
  if (Object.keys(changes).length === 0) return null;
  return recordActivity(trx, actor, { ...entry, data: { changes } });
}

/**
 * The fields whose values differ between `before` and `after`, as old → new, for an edit's
 * record. Only `fields` are compared: the ones a person edits, never a timestamp.
 */
export function changesBetween<T extends object>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const field of fields) {
    if (!(field in after)) continue;
    const old = before[field] ?? null;
    const next = after[field] ?? null;
    if (old !== next) changes[field] = [old, next];
  }
  return changes;
}
