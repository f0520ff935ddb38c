import type { ActivityAction, ActivityData, Change } from '../../domain/activity';
import { PAYMENT_METHOD_NAMES, rupees } from '../../domain/money';
import { dayInWords } from '../../domain/dates';
import {
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  PERMISSION_LABELS,
  SHARES_PHONE_LABEL,
  type ContactChannel,
  type ContactOutcome,
  type PaymentMethod,
  type Permission,
} from '../../schemas';
import {
  BRANCH_IDS,
  fieldLabel,
  fromName,
  isBranchPrice,
  isPrice,
  MONEY,
  PLAN_IDS,
  VALUE_NAMES,
} from './field-labels';

/**
 * The one place a record of the trail becomes what people read (docs/product/activity.md §23): the
 * Activity screen's What and Details, its CSV, and a member's History. "Edited member Priya Patel"
 * with "Fee: ₹1,000 → ₹1,500; Plan: Monthly → Quarterly"; "Received ₹1,000 from Priya Patel" with
 * "INV-00015 · UPI".
 */

/** A record as the trail stores it, its data parsed. */
export interface DescribedRecord {
  action: string;
  label: string;
  data: ActivityData;
  reason: string | null;
}

/** What the reader may see, and the names of the plans and branches the records' changes name by id. */
export interface Reader {
  /** Whether the account holds money.view: without it, no amount appears. */
  money: boolean;
  plans: ReadonlyMap<number, string>;
  /** Left out by a reader of records that name no branch. */
  branches?: ReadonlyMap<number, string>;
}

export interface Described {
  what: string;
  /** '' when there is nothing to add. */
  details: string;
}

type Part = string | false | null | undefined;
type Describe = (record: DescribedRecord, reader: Reader) => string;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
const amountOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A recorded day as the screens write one ('24 Nov 2026'); anything else as it was recorded. */
const dayText = (value: unknown) =>
  typeof value === 'string' && ISO_DAY.test(value) ? dayInWords(value) : text(value);

/** A changed field's value as read: ₹ for money, a plan's or branch's name for its id, — for nothing. */
function valueText(field: string, value: unknown, reader: Reader): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') {
    if (MONEY.has(field) || isPrice(field)) return rupees(value);
    if (PLAN_IDS.has(field)) return reader.plans.get(value) ?? `plan ${value}`;
    if (BRANCH_IDS.has(field)) return reader.branches?.get(value) ?? `branch ${value}`;
    return String(value);
  }
  if (typeof value === 'string' && VALUE_NAMES[field]?.[value]) return VALUE_NAMES[field][value];
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // A day as the screens write one ('24 Nov 2026'), not as it is stored.
  if (typeof value === 'string' && ISO_DAY.test(value)) return dayInWords(value);
  if (typeof value === 'string') return value.replace(/\s*[\r\n]+\s*/g, ' ');
  if (Array.isArray(value))
    return value
      .map((item) => PERMISSION_LABELS[item as Permission] ?? valueText(field, item, reader))
      .join(', ');
  return JSON.stringify(value);
}

const named = (item: unknown) => PERMISSION_LABELS[item as Permission] ?? text(item);

/** A list's change (a role's permissions) as what was added and what was taken away. */
function listChange(before: unknown[], after: unknown[]) {
  const added = after.filter((item) => !before.includes(item)).map(named);
  const removed = before.filter((item) => !after.includes(item)).map(named);
  return [
    added.length && `added ${added.join(', ')}`,
    removed.length && `removed ${removed.join(', ')}`,
  ]
    .filter(Boolean)
    .join(' and ');
}

/** "Fee: ₹1,000 → ₹1,500; Plan: Monthly → Quarterly", money left out for readers without it. */
function changesText(subject: string, changes: Record<string, Change> | undefined, reader: Reader) {
  return (
    Object.entries(changes ?? {})
      // A change is [old, new]; anything else a writer left is not a change to read.
      .filter(([field, change]) => Array.isArray(change) && (reader.money || !MONEY.has(field)))
      .map(([field, [before, after]]) => {
        const label = fieldLabel(subject, field);
        if (Array.isArray(before) && Array.isArray(after))
          return `${label}: ${listChange(before, after)}`;
        return `${label}: ${valueText(field, before, reader)} → ${valueText(field, after, reader)}`;
      })
      .join('; ')
  );
}

const VERBS: Record<string, string> = {
  added: 'Added',
  edited: 'Edited',
  deleted: 'Deleted',
  restored: 'Restored',
};

/** What a record about a trainer or staff member calls them, from the role it records. */
const staffNoun = ({ role, changes }: ActivityData) => {
  const recorded = text(role ?? changes?.trainer_or_staff?.[1]);
  return recorded === 'Trainer'
    ? 'trainer'
    : recorded === 'Staff'
      ? 'staff member'
      : 'trainer or staff member';
};

const NOUNS: Record<string, (data: ActivityData) => string> = {
  member: () => 'member',
  plan: () => 'plan',
  staff: staffNoun,
  enquiry: () => 'enquiry',
  account: () => 'account',
  role: () => 'role',
  class_type: () => 'class type',
  class_slot: () => 'timetable slot',
  class_session: () => 'class session',
};

/** "Gold, until 2027-01-31". */
const planUntil = ({ plan, expiry }: ActivityData) =>
  [text(plan), expiry ? `until ${text(expiry)}` : ''].filter(Boolean).join(', ');

/** Actions written otherwise than "<Verb> <noun> <label>". */
const WHAT: Partial<Record<ActivityAction, Describe>> = {
  'enquiry.converted': ({ label }) => `Converted enquiry ${label} into a member`,
  'payment.received': ({ label, data }, { money }) => {
    const amount = amountOf(data.amount);
    return money && amount !== undefined
      ? `Received ${rupees(amount)} from ${label}`
      : `Received a payment from ${label}`;
  },
  'payment.voided': ({ label, data }) => `Voided ${text(data.invoice) || label}`,
  'cash.counted': ({ label, data }) => `Counted the cash of ${dayText(data.day ?? label)}`,
  'member.contacted': ({ label }) => `Contacted ${label}`,
  'enquiry.contacted': ({ label }) => `Followed up enquiry ${label}`,
  'member.moved': ({ label, data }) =>
    `Moved ${label} to ${text(data.to_branch) || 'another branch'}`,
  'membership.renewed': ({ label }) => `Renewed ${label}'s membership`,
  'renewal.undone': ({ label }) => `Undid the renewal of ${label}'s membership`,
  'members.import_uploaded': ({ label }) => `Uploaded ${label} to import members from`,
  'members.imported': ({ label }) => `Imported members from ${label}`,
  'members.import_undone': ({ label }) => `Undid the import of members from ${label}`,
  'member.checked_in': ({ label }) => `Checked in ${label}`,
  'member.checked_out': ({ label }) => `Checked out ${label}`,
  'check_in.undone': ({ label }) => `Removed the check-in of ${label}`,
  'visit.deleted': ({ label }) => `Deleted the visit of ${label}`,
  'account.disabled': ({ label }) => `Disabled account ${label}`,
  'account.enabled': ({ label }) => `Enabled account ${label}`,
  'account.password_reset': ({ label }) => `Reset the password of ${label}`,
  signed_in: () => 'Signed in',
  signed_out: () => 'Signed out',
  'sign_in.refused': () => 'Sign-in refused',
  'password.changed': () => 'Changed their password',
  'password.chosen': () => 'Chose a new password',
  'profile.edited': () => 'Edited their profile',
  'gym.edited': () => "Edited the gym's details",
  'backup.made': () => 'Made a backup of the database',
  'reminders.settings_saved': () => 'Changed the reminder settings',
  'branch.added': ({ label }) => `Added branch ${label}`,
  'branch.edited': ({ label }) => `Edited branch ${label}`,
  'class_session.cancelled': ({ label }) => `Cancelled class session ${label}`,
  'class.booked': ({ label, data }) => `Booked ${label} for ${text(data.class) || 'a class'}`,
  'class.waitlisted': ({ label, data }) =>
    `Put ${label} on the waitlist of ${text(data.class) || 'a class'}`,
  'class_booking.cancelled': ({ label, data }) =>
    `Cancelled the booking of ${label} for ${text(data.class) || 'a class'}`,
  'class_booking.promoted': ({ label, data }) =>
    `Booked ${label} for ${text(data.class) || 'a class'} from the waitlist`,
  'class_booking.released': ({ label, data }) =>
    `Took ${label} off the waitlist of ${text(data.class) || 'a class'}`,
  'class_settings.edited': () => 'Changed the class settings',
  'class_booking.undone': ({ label, data }) =>
    `Undid the booking of ${label} for ${text(data.class) || 'a class'}`,
  'class_cancel.undone': ({ label, data }) =>
    `Undid the cancellation of ${label}'s booking for ${text(data.class) || 'a class'}`,
  'class_booking.forgiven': ({ label, data }) =>
    `Forgave ${label}'s ${text(data.what) || 'strike'} at ${text(data.class) || 'a class'}`,
  'class_booking.attended': ({ label, data }) =>
    `Marked ${label} attended at ${text(data.class) || 'a class'}${data.at === 'check-in' ? ' on checking in' : ''}`,
};

/** Facts an add records, read as its form names them: "Duration (days): 30 · Price: ₹1,500". */
const factsNamed =
  (...fields: string[]) =>
  ({ action, data }: DescribedRecord, reader: Reader): Part[] =>
    fields
      .filter((field) => data[field] !== undefined && data[field] !== null)
      .map(
        (field) =>
          `${fieldLabel(action.split('.')[0]!, field)}: ${valueText(field, data[field], reader)}`,
      );

/** A day a record holds ('2026-11-28'), as sentences write it: 28 Nov 2026. */
const dayOf = (value: unknown) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text(value)) ? dayInWords(text(value)) : text(value);

/** A contact's outcome as the queue's Log outcome names it: "Promised to pay (28 Nov 2026)". */
function contactOutcome({ outcome, promised_on }: ActivityData) {
  const named = CONTACT_OUTCOMES[outcome as ContactOutcome] ?? text(outcome);
  return promised_on ? `${named} (${dayOf(promised_on)})` : named;
}

/** A contact logged from Reminders: how, what came of it, the next follow-up, the note. */
const contactFacts = ({ data }: DescribedRecord): Part[] => [
  CONTACT_CHANNELS[data.channel as ContactChannel] ?? text(data.channel),
  contactOutcome(data),
  data.next_follow_up ? `Next follow-up: ${dayOf(data.next_follow_up)}` : '',
  data.note ? `Note: ${text(data.note).replace(/\s*[\r\n]+\s*/g, ' ')}` : '',
];

/** What an action's details hold before its changes and reason. */
const FACTS: Partial<Record<ActivityAction, (record: DescribedRecord, reader: Reader) => Part[]>> =
  {
    'member.added': ({ data }, { money }) => {
      const fee = amountOf(data.fee);
      return [
        planUntil(data),
        money && fee !== undefined && `Fee: ${rupees(fee)}`,
        data.shares_phone === true && SHARES_PHONE_LABEL,
      ];
    },
    'members.import_uploaded': ({ data }) => [`${text(data.rows)} rows`],
    'members.imported': ({ data }) => [
      `Added ${text(data.added)}, updated ${text(data.updated)}, skipped ${text(data.skipped)}`,
    ],
    'members.import_undone': ({ data }) => [
      `Removed ${text(data.removed)}, put back ${text(data.restored)}, left ${text(data.kept)} as they were`,
    ],
    'member.checked_in': ({ data }) => [
      data.closed_visit_of ? `Closed the open visit of ${dayText(data.closed_visit_of)}` : '',
    ],
    'visit.deleted': ({ data }) => [data.day ? `Visit of ${dayText(data.day)}` : ''],
    'member.contacted': contactFacts,
    'enquiry.contacted': contactFacts,
    'payment.received': ({ data }) => [
      text(data.invoice),
      PAYMENT_METHOD_NAMES[data.method as PaymentMethod] ?? text(data.method),
    ],
    'payment.voided': ({ data }) => [text(data.credit_note)],
    // "Expected: ₹2,000 · Counted: ₹1,900 · Difference: −₹100", for readers who see money.
    'cash.counted': ({ data }, { money }) => {
      const [expected, counted, difference] = [data.expected, data.counted, data.difference].map(
        amountOf,
      );
      if (!money || expected === undefined || counted === undefined) return [];
      const gap = difference ?? counted - expected;
      return [
        `Expected: ${rupees(expected)}`,
        `Counted: ${rupees(counted)}`,
        `Difference: ${gap < 0 ? `−${rupees(-gap)}` : gap > 0 ? `+${rupees(gap)}` : rupees(0)}`,
        data.whose === 'own' && 'Own takings only',
      ];
    },
    // The branches as they were named then, as the member form's edit reads it.
    'member.moved': ({ data }) => [
      data.from_branch !== undefined &&
        `${fieldLabel('member', 'home_branch_id')}: ${text(data.from_branch)} → ${text(data.to_branch)}`,
    ],
    'membership.renewed': ({ data }) => [planUntil(data)],
    'renewal.undone': ({ data }) => [text(data.invoice), text(data.credit_note)],
    // Then its prices at branches: "Price at Baner: ₹1,200", and its classes when not all.
    'plan.added': (record, reader) =>
      factsNamed(
        'duration_days',
        'price',
        ...Object.keys(record.data).filter(isBranchPrice),
        'classes',
        'class_types',
      )(record, reader),
    'staff.added': ({ data }) => [data.picture === true && 'With a picture'],
    'enquiry.added': factsNamed('plan', 'status'),
    'account.added': factsNamed('username', 'role'),
    'role.added': factsNamed('permissions'),
    'branch.added': factsNamed('address', 'phone'),
    'reminders.settings_saved': ({ data }) => [
      Array.isArray(data.messages_edited) &&
        `Messages edited: ${data.messages_edited.map(text).join(', ')}`,
      data.smtp_sign_in === 'set' && 'SMTP password set',
      data.smtp_sign_in === 'cleared' && 'SMTP password cleared',
    ],
    // The reason is the whole story ("Wrong password"), without "Reason:".
    'sign_in.refused': ({ reason }) => [reason],
  };

/** Actions whose changes are facts already told (a renewal sets every field it renews). */
const CHANGES_UNTOLD = new Set<string>(['membership.renewed']);
const REASON_TOLD = new Set<string>(['sign_in.refused']);

function whatOf(record: DescribedRecord, reader: Reader) {
  const special = WHAT[record.action as ActivityAction];
  if (special) return special(record, reader);
  const [subject = '', verb = ''] = record.action.split('.');
  const noun = NOUNS[subject];
  if (noun && VERBS[verb]) return `${VERBS[verb]} ${noun(record.data)} ${record.label}`;
  // An action this formatter does not know yet: its name, then what it touched.
  return record.label ? `${fromName(record.action)}: ${record.label}` : fromName(record.action);
}

/** What people read of one record: `what` and `details`, as the reader may see them. */
export function describe(record: DescribedRecord, reader: Reader): Described {
  const subject = record.action.split('.')[0]!;
  const parts: Part[] = [
    ...(FACTS[record.action as ActivityAction]?.(record, reader) ?? []),
    !CHANGES_UNTOLD.has(record.action) && changesText(subject, record.data.changes, reader),
    !REASON_TOLD.has(record.action) && record.reason && `Reason: ${record.reason}`,
  ];
  return { what: whatOf(record, reader), details: parts.filter(Boolean).join(' · ') };
}
