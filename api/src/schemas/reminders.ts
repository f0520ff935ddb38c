import { Type, type Static } from 'typebox';
import { Day, Email, Line, ListQuery, pageOf, saved, succeeded, Text } from './common';

/**
 * Reminders (docs/product/reminders.md §25): rules turn expiries, dues and broken promises into tasks, once
 * per member, rule and period; the desk works them from the queue (`/reminders`) on WhatsApp, by
 * phone or by e-mail, and logs each contact's outcome.
 */

/**
 * What a rule watches:
 * - `expiry`: `days` is the day relative to the member's expiry: −7 is seven days before, 0 the
 *   day itself, 3 three days after;
 * - `dues`: `days` is how often, every N days while the member owes (counted from the current
 *   period's start: days N, 2N, …);
 * - `promise`: a promise to pay whose date passed while the member still owes (`days` is 0). There
 *   is exactly one dues rule and one promise rule; expiry rules are 0 to `expiryRulesMax`.
 */
export const REMINDER_KINDS = ['expiry', 'dues', 'promise'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/**
 * What a task of the queue is about: a member, by one of the rules' kinds, or `enquiry`, an
 * enquiry's Follow up on day (docs/product/enquiries.md §17), or `class`, a member booked into a
 * class from its waitlist (docs/product/classes.md), which no rule makes.
 */
export const TASK_KINDS = [...REMINDER_KINDS, 'enquiry', 'class'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** Why an enquiry's task is in the queue, as its card and the bell say it. */
export const ENQUIRY_FOLLOW_UP = 'Enquiry follow-up';

/**
 * The WhatsApp message of an enquiry's follow-up, with the plan asked about or without one: no
 * rule makes these tasks, so the message is not one of the settings' templates.
 */
export const ENQUIRY_FOLLOW_UP_MESSAGES = {
  withPlan:
    'Hi {name}, thank you for asking about the {plan} membership at {gym}. Would you like to visit us this week? We are happy to help you get started.',
  withoutPlan:
    'Hi {name}, thank you for asking about joining {gym}. Would you like to visit us this week? We are happy to help you get started.',
} as const;

export const REMINDER_LIMITS = {
  offsetMin: -60,
  offsetMax: 60,
  everyMin: 1,
  everyMax: 90,
  expiryRulesMax: 10,
  templateMax: 1000,
  noteMax: 500,
  upiMax: 100,
  smtpHostMax: 253,
  smtpUserMax: 254,
  smtpPasswordMax: 200,
  /** Open tasks due from tomorrow up to this many days on are listed as Upcoming. */
  upcomingDays: 7,
  /** A task whose day passed more than this many days ago is not created late. */
  catchUpDays: 7,
} as const;

/** The placeholders a template may hold, each written `{name}`; any other `{…}` is refused. */
export const REMINDER_PLACEHOLDERS = ['name', 'plan', 'expiry', 'due', 'gym', 'pay_link'] as const;
export type ReminderPlaceholder = (typeof REMINDER_PLACEHOLDERS)[number];

/** The rules a gym starts with. */
export const DEFAULT_REMINDER_RULES: readonly {
  kind: ReminderKind;
  days: number;
  template: string;
}[] = [
  ...[-7, -3, -1].map((days) => ({
    kind: 'expiry' as const,
    days,
    template:
      'Hi {name}, your {plan} membership at {gym} ends on {expiry}. Renew at the desk to keep training without a break.',
  })),
  {
    kind: 'expiry',
    days: 0,
    template:
      'Hi {name}, your {plan} membership at {gym} ends today ({expiry}). Renew at the desk to keep training without a break.',
  },
  {
    kind: 'expiry',
    days: 3,
    template:
      'Hi {name}, your {plan} membership at {gym} ended on {expiry}. We miss you! Renew at the desk any day.',
  },
  {
    kind: 'dues',
    days: 7,
    template:
      'Hi {name}, a balance of {due} is pending on your {plan} membership at {gym}. {pay_link}',
  },
  {
    kind: 'promise',
    days: 0,
    template: 'Hi {name}, a gentle reminder from {gym}: {due} is still pending. {pay_link}',
  },
];

/** How a contact was made, as the Log outcome form and the member's contacts list read it. */
export const CONTACT_CHANNELS = {
  whatsapp: 'WhatsApp',
  call: 'Call',
  email: 'E-mail',
  in_person: 'In person',
} as const;
export type ContactChannel = keyof typeof CONTACT_CHANNELS;

/** What came of a contact, as the Log outcome form offers them, in this order. */
export const CONTACT_OUTCOMES = {
  sent: 'Sent reminder',
  reached: 'Reached',
  no_answer: 'No answer',
  promised: 'Promised to pay',
  not_interested: 'Not interested',
} as const;
export type ContactOutcome = keyof typeof CONTACT_OUTCOMES;

const keysOf = <T extends object>(labels: T) => Object.keys(labels) as (keyof T & string)[];
const DayText = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Count = Type.Integer({ minimum: 0 });

export const REMINDER_MESSAGES = {
  saved: 'Reminder settings saved.',
  offsetRange: `An expiry reminder's day must be from ${-REMINDER_LIMITS.offsetMin} days before to ${REMINDER_LIMITS.offsetMax} days after the expiry`,
  offsetTwice: 'Two expiry reminders cannot share a day',
  tooManyRules: `At most ${REMINDER_LIMITS.expiryRulesMax} expiry reminders`,
  everyRange: `Dues reminders repeat every ${REMINDER_LIMITS.everyMin} to ${REMINDER_LIMITS.everyMax} days`,
  oneDuesRule: 'There must be exactly one dues reminder and one promise reminder',
  templateRequired: 'Message must not be empty',
  unknownPlaceholder: (placeholder: string) =>
    `Unknown placeholder {${placeholder}}: use ${REMINDER_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  upi: 'UPI ID must look like name@bank',
  smtpIncomplete: 'To send e-mail, fill in the SMTP host, port and sender',
  smtpPort: 'SMTP port must be a whole number from 1 to 65535',
  taskNotFound: 'Reminder not found',
  taskClosed: 'This reminder is no longer open.',
  promiseDateRequired: 'Promised date is required',
  promiseDatePast: 'Promised date cannot be before today',
  followUpPast: 'Next follow-up must be after today',
  followUpWithPromise: 'A promise is followed up after its date: leave Next follow-up empty',
  enquiryPromise: 'An enquiry has nothing to pay: choose another outcome',
  followUpNotInterested: 'Not interested closes the enquiry: leave Next follow-up empty',
  logged: (outcome: string, name: string) => `${outcome}: logged for ${name}.`,
  noSmtp:
    'E-mail is not set up: an Owner or Manager can fill in the SMTP settings in Settings → Reminders.',
  smtpPasswordUnreadable:
    "The SMTP password cannot be read here: it was sealed with another installation's key. An Owner or Manager can type it again in Settings → Reminders.",
  emailed: (sent: number, failed: number) =>
    `Sent ${sent} ${sent === 1 ? 'e-mail' : 'e-mails'}${failed ? `; ${failed} failed` : ''}.`,
} as const;

/** One rule as stored, and as the settings form edits it (without `id` for a new one). */
export const ReminderRule = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum([...REMINDER_KINDS]),
  days: Type.Integer(),
  template: Type.String(),
});
export type ReminderRule = Static<typeof ReminderRule>;

export const ReminderRuleInput = Type.Object(
  {
    kind: Type.Enum([...REMINDER_KINDS]),
    days: Type.Integer({ minimum: REMINDER_LIMITS.offsetMin, maximum: REMINDER_LIMITS.everyMax }),
    template: Text({ maxLength: REMINDER_LIMITS.templateMax }),
  },
  { additionalProperties: false },
);
export type ReminderRuleInput = Static<typeof ReminderRuleInput>;

/** The SMTP server reminders are e-mailed through; the password is never sent back, only whether one is set. */
export const SmtpSettings = Type.Object({
  host: Type.String(),
  port: Type.Union([Type.Integer(), Type.Null()]),
  user: Type.String(),
  from: Type.String(),
  password_set: Type.Boolean(),
});
export type SmtpSettings = Static<typeof SmtpSettings>;

/** `GET /reminders/settings` (reminders.manage). */
export const ReminderSettings = succeeded({
  rules: Type.Array(ReminderRule),
  upi_id: Type.String(),
  smtp: SmtpSettings,
  /** The gym's name as `{gym}` reads it, for the live preview. */
  gym_name: Type.String(),
});
export type ReminderSettings = Static<typeof ReminderSettings>;

/**
 * `PUT /reminders/settings` (reminders.manage): every rule, the UPI ID and the SMTP settings,
 * saved together. A rule keeps its id (and its tasks) while its kind and days stay; a rule left
 * out is removed with its tasks. `smtp.password` left out keeps the stored one; `""` clears it.
 * An empty host, port and sender mean no e-mail.
 */
export const ReminderSettingsInput = Type.Object(
  {
    rules: Type.Array(ReminderRuleInput, { maxItems: REMINDER_LIMITS.expiryRulesMax + 2 }),
    upi_id: Line({ maxLength: REMINDER_LIMITS.upiMax }),
    smtp: Type.Object(
      {
        host: Line({ maxLength: REMINDER_LIMITS.smtpHostMax }),
        port: Type.Union([Type.Integer({ minimum: 1, maximum: 65535 }), Type.Null()]),
        user: Line({ maxLength: REMINDER_LIMITS.smtpUserMax }),
        password: Type.Optional(Line({ maxLength: REMINDER_LIMITS.smtpPasswordMax })),
        from: Type.Union([Email(), Type.Literal('')]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ReminderSettingsInput = Static<typeof ReminderSettingsInput>;

export const ReminderSettingsSaved = saved({
  rules: Type.Array(ReminderRule),
  upi_id: Type.String(),
  smtp: SmtpSettings,
  gym_name: Type.String(),
});
export type ReminderSettingsSaved = Static<typeof ReminderSettingsSaved>;

/** One contact with a member, as their page and the queue's "last contact" show it. */
export const ReminderContact = Type.Object({
  id: Type.Integer(),
  /** ISO timestamp. */
  at: Type.String(),
  /** The account that made it, as it was named then. */
  admin_name: Type.String(),
  channel: Type.Enum(keysOf(CONTACT_CHANNELS)),
  outcome: Type.Enum(keysOf(CONTACT_OUTCOMES)),
  /** Why the member was contacted, as the queue said then ("Expires in 3 days"). */
  reason: Type.String(),
  promised_on: Type.Union([DayText, Type.Null()]),
  next_follow_up: Type.Union([DayText, Type.Null()]),
  note: Type.String(),
});
export type ReminderContact = Static<typeof ReminderContact>;

/** `GET /members/:id/contacts` (members.view): every contact, newest first. */
export const ContactList = succeeded({ data: Type.Array(ReminderContact) });
export type ContactList = Static<typeof ContactList>;

export const REMINDER_TABS = ['due', 'upcoming', 'done'] as const;
export type ReminderTab = (typeof REMINDER_TABS)[number];

/**
 * `GET /reminders?tab=&page=&page_size=&q=` (payments.record). Due today: open tasks due today or
 * before, oldest first; Upcoming: open tasks due within `upcomingDays`, soonest first; Done: tasks
 * with an outcome, latest first. `q` matches the member's name or phone.
 */
export const ReminderQuery = Type.Object({
  ...ListQuery.properties,
  tab: Type.Optional(Type.Enum([...REMINDER_TABS])),
});
export type ReminderQuery = Static<typeof ReminderQuery>;

/** What an enquiry's task shows of it: the plan asked about (null for none) and its note. */
export const TaskEnquiry = Type.Object({
  id: Type.Integer(),
  plan_name: Type.Union([Type.String(), Type.Null()]),
  note: Type.String(),
});
export type TaskEnquiry = Static<typeof TaskEnquiry>;

/** One task of the queue: a member's (`member_id`), or an enquiry's (`enquiry`, kind `enquiry`). */
export const ReminderTask = Type.Object({
  id: Type.Integer(),
  /** Null for an enquiry's task. */
  member_id: Type.Union([Type.Integer(), Type.Null()]),
  /** The enquiry whose follow-up it is; null for a member's task. */
  enquiry: Type.Union([TaskEnquiry, Type.Null()]),
  /** The member's or the enquiry's. */
  name: Type.String(),
  phone: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  kind: Type.Enum([...TASK_KINDS]),
  /** The day the task is (or was) due. */
  due_on: DayText,
  /**
   * Why, in words: "Expires in 3 days", "Expired 3 days ago", "Owes ₹2,500 for 12 days", "Promise
   * broken: promised 20 Nov 2026", "Enquiry follow-up" (on its day; "… since 12 Mar 2026" after
   * it, "… on 14 Mar 2026" before it).
   */
  reason: Type.String(),
  /** The rule's template filled in for this member: the WhatsApp and e-mail text. */
  message: Type.String(),
  /** `https://wa.me/<international number>?text=<message>`; null when the phone cannot be one. */
  whatsapp_url: Type.Union([Type.String(), Type.Null()]),
  /** `tel:<phone>`. */
  tel_url: Type.String(),
  last_contact: Type.Union([ReminderContact, Type.Null()]),
  /** The task's branch (docs/product/branches.md §26): its member's home branch, or its enquiry's branch. */
  home_branch_id: Type.Integer(),
});
export type ReminderTask = Static<typeof ReminderTask>;

export const ReminderPage = pageOf(ReminderTask);
export type ReminderPage = Static<typeof ReminderPage>;

/**
 * `POST /reminders/:id/outcome` (payments.record). An enquiry's task takes no promise; its next
 * follow-up moves the enquiry's Follow up on.
 */
export const LogOutcomeBody = Type.Object(
  {
    channel: Type.Enum(keysOf(CONTACT_CHANNELS)),
    outcome: Type.Enum(keysOf(CONTACT_OUTCOMES)),
    /** Required with `promised`, today or later. */
    promised_on: Type.Optional(Day()),
    /** After today; the task stays open and falls due again that day. Not with `promised`. */
    next_follow_up: Type.Optional(Day()),
    note: Type.Optional(Text({ maxLength: REMINDER_LIMITS.noteMax })),
  },
  { additionalProperties: false },
);
export type LogOutcomeBody = Static<typeof LogOutcomeBody>;

export const OutcomeLogged = saved({ contact: ReminderContact });
export type OutcomeLogged = Static<typeof OutcomeLogged>;

/** A member an e-mail could not reach, after one retry. */
export const EmailFailure = Type.Object({
  task_id: Type.Integer(),
  member_id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  error: Type.String(),
});
export type EmailFailure = Static<typeof EmailFailure>;

/**
 * `POST /reminders/email` (payments.record), no body: e-mails every task due today whose member
 * has an e-mail address; each sent one is logged (E-mail, Sent reminder) and leaves Due today.
 * 409 `noSmtp` without SMTP settings, `smtpPasswordUnreadable` when this server's key cannot open
 * the stored password (a database restored without its key).
 */
export const RemindersEmailed = saved({
  sent: Count,
  failed: Type.Array(EmailFailure),
  /** Tasks due today whose member has no e-mail address (left in the queue). */
  without_email: Count,
});
export type RemindersEmailed = Static<typeof RemindersEmailed>;

/** `GET /reminders/counts` (payments.record): the tabs' counts, for their labels. */
export const ReminderCounts = succeeded({ due: Count, upcoming: Count });
export type ReminderCounts = Static<typeof ReminderCounts>;

/** A promise on the Balance Pending list: its day, and whether it passed unpaid. */
export const PendingPromise = Type.Object({ on: DayText, broken: Type.Boolean() });
export type PendingPromise = Static<typeof PendingPromise>;

/** The values a template's placeholders take for one member; missing ones read as empty. */
export type TemplateValues = Partial<Record<ReminderPlaceholder, string>>;

const PLACEHOLDER = /\{([^{}\s]{0,40})\}/g;

/** The first placeholder of `template` that is not one of REMINDER_PLACEHOLDERS, if any. */
export function unknownPlaceholder(template: string): string | undefined {
  for (const [, name = ''] of template.matchAll(PLACEHOLDER))
    if (!(REMINDER_PLACEHOLDERS as readonly string[]).includes(name)) return name;
  return undefined;
}

/**
 * The template with each placeholder replaced by its value, in one pass: a value that itself
 * reads `{due}` (a member named so) stays as typed. Spaces left doubled by an empty value are
 * closed up, and the ends trimmed.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template
    .replace(PLACEHOLDER, (whole, name: string) =>
      (REMINDER_PLACEHOLDERS as readonly string[]).includes(name)
        ? (values[name as ReminderPlaceholder] ?? '')
        : whole,
    )
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/**
 * A UPI payment link for `amount` rupees to the gym's UPI ID (`{pay_link}`), which UPI apps open
 * with the payee, amount and note filled in.
 */
export function upiPayLink({
  upiId,
  payee,
  amount,
  note,
}: {
  upiId: string;
  payee: string;
  amount: number;
  note: string;
}): string {
  const fields: [string, string][] = [
    ['pa', upiId],
    ['pn', payee],
    ['am', `${amount}.00`],
    ['cu', 'INR'],
    ['tn', note],
  ];
  const query = fields.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `upi://pay?${query}`;
}
