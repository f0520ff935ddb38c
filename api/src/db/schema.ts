import type { ColumnType, Generated } from 'kysely';
import type { ImageType } from '../lib/detect-image-type';
import type { ActivityKind } from '../schemas/activity';
import type { BranchAccess } from '../schemas/branches';
import type { PaymentMethod } from '../schemas/common';
import type { DeletedKind } from '../schemas/deleted';
import type { EnquirySource } from '../schemas/enquiries';
import type { IMPORT_STATES, RowOutcome } from '../schemas/imports';

/** Row types of every table, as Kysely sees them. Dates are ISO-8601 strings. */
export interface AdminsTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  full_name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  created_at: string;
  role_id: number;
  /** When the account was disabled; null while it is active. */
  disabled_at: Generated<string | null>;
  /** 1 while the account still signs in with a temporary password. */
  must_choose_password: Generated<number>;
  last_sign_in_at: Generated<string | null>;
  /** One more at each password change, reset and disabling: older sessions are dead (020). */
  credentials_version: Generated<number>;
  /** 1: the account works at every branch; 0: at those `admin_branches` lists (032). */
  all_branches: Generated<number>;
  /** The account's own record in Trainers & Staffs, if it is a trainer's or staff member's (049). */
  staff_id: Generated<number | null>;
}

/** The branches of an account that does not work at all of them (032, docs/product/branches.md §26). */
export interface AdminBranchesTable {
  admin_id: number;
  branch_id: number;
}

/** Rows 1–5 are the built-in roles (their permissions are in the code); the rest an Owner's own. */
export interface RolesTable {
  id: Generated<number>;
  name: string;
  /** The name as roles are told apart: `nameKey(name)` (domain/name-key.ts), unique (022). */
  name_key: string;
  built_in: Generated<number>;
  /** A custom role's permissions, a JSON array of names; '[]' for a built-in one. */
  permissions: Generated<string>;
  created_at: string;
}

export interface SessionsTable {
  token_hash: string;
  admin_id: number;
  created_at: string;
  expires_at: string;
  /** The account's credentials_version its login read with the password it checked. */
  credentials_version: number;
}

export interface PlansTable {
  id: Generated<number>;
  name: string;
  /** The name as plans are told apart: `nameKey(name)` (domain/name-key.ts), unique (migration 021). */
  name_key: string;
  duration_days: number;
  price: number | null;
  description: Generated<string>;
  /** Which classes it includes (047): every one, the chosen types (plan_class_types), or none. */
  classes: Generated<PlanClasses>;
  created_at: string;
  updated_at: string;
}

/** A plan's own price at one branch, in place of `plans.price` there (migration 033). */
export interface PlanBranchPricesTable {
  plan_id: number;
  branch_id: number;
  price: number;
}

export interface TrainersStaffTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string;
  location: string;
  role: 'Trainer' | 'Staff';
  age: number | null;
  weight: number | null;
  blood_group: 'A+' | 'A-' | 'B+' | 'B-' | 'AB+' | 'AB-' | 'O+' | 'O-';
  /** The branch they work at (025): a row of `branches`; 1 for those from before. */
  branch_id: ColumnType<number, number | undefined, number>;
  /**
   * No longer written (migration 011): on SQLite, a file under DATA_DIR/pictures from before it,
   * still to import into staff_pictures (start-up does, then clears it); always null on PostgreSQL.
   */
  picture_file: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

/** A trainer's picture, written with its row, deleted with it (ON DELETE CASCADE). */
export interface StaffPicturesTable {
  staff_id: number;
  /** The random token the picture's URL carries and its ETag: a new picture gets a new one. */
  version: string;
  content_type: ImageType['mime'];
  bytes: Buffer;
}

/** Failed logins in a window, per SHA-256 of (scope, client address[, username]). */
export interface LoginFailuresTable {
  key: string;
  failures: number;
  /** ISO-8601 instant the window ends; ended rows are deleted. */
  ends_at: string;
}

export interface MembersTable {
  id: Generated<number>;
  name: string;
  phone: string;
  email: string | null;
  age: number | null;
  weight: number | null;
  blood_group: string | null;
  location: string | null;
  profession: string | null;
  status: 'Active' | 'Inactive';
  joining_date: string;
  plan_id: number;
  /** Money is whole rupees. */
  total_fee: number;
  paid_amount: number;
  leave_date: string | null;
  rejoin_date: string | null;
  expire_date: string;
  /** The day of the last renewal; null until the member is first renewed. */
  renewed_on: string | null;
  /** The current period's start: renewed_on, else joining_date (a generated column, never written). */
  period_start: ColumnType<string, never, never>;
  created_at: string;
  updated_at: string;
  /** 1 for "Do not send reminders" (024). */
  no_reminders: ColumnType<number, number | undefined, number>;
  /** Their home branch (025): a row of `branches`; 1 for those from before. */
  home_branch_id: ColumnType<number, number | undefined, number>;
  /** Where they may train (025): their home branch only ('branch', the default) or 'all'. */
  branch_access: ColumnType<BranchAccess, BranchAccess | undefined, BranchAccess>;
  /**
   * 1 when they share their phone with another member, a family's (043): phones are unique among
   * the members with 0 (a partial unique index), so a phone has at most one member who does not
   * share it.
   */
  shares_phone: ColumnType<number, number | undefined, number>;
}

/**
 * Written once when issued, never updated (a trigger refuses it) but for two links: member_id is
 * cleared on delete, and carried_to set when a renewal carries its due (039).
 */
export interface InvoicesTable {
  id: number;
  invoice_number: string;
  member_id: number | null;
  member_name: string;
  member_phone: string;
  plan_name: string;
  plan_duration_days: number;
  period_start: string;
  period_end: string;
  total_amount: number;
  paid_amount: number;
  due_amount: number;
  payment_method: PaymentMethod;
  kind: 'joining' | 'payment' | 'renewal';
  issued_on: string;
  created_at: string;
  /** The account that took the money (016); null on invoices issued before the trail. */
  received_by_id: number | null;
  received_by_name: string | null;
  /** The import that issued it, for money received before Spotter (023); null otherwise. */
  import_id: number | null;
  /**
   * The branch that issued it (026): its member's home branch then, a row of `branches`; 1 for
   * invoices from before. Its credit note, if any, is this branch's too.
   */
  branch_id: number;
  /**
   * The renewal invoice its due was carried into (039, docs/product/billing.md §20): owed there,
   * no longer on this one; null while it is not carried.
   */
  carried_to: string | null;
}

/**
 * A payment given back (017): written once when an invoice is voided, never updated or deleted
 * (triggers refuse it); at most one per invoice.
 */
export interface CreditNotesTable {
  id: number;
  credit_note_number: string;
  invoice_id: number;
  /** The invoice's member when it was voided; kept after that member is deleted. */
  member_id: number | null;
  /** Whole rupees: what the invoice received. */
  amount: number;
  reason: string;
  issued_on: string;
  created_at: string;
  issued_by_id: number | null;
  issued_by_name: string;
}

/**
 * The cash counted at a day's close (041, docs/product/billing.md §27): every count kept as made.
 * `branch_id` null: every branch the counter covered; `everyone` 1: every account's cash, 0: the
 * counter's own; `expected` what Spotter expected then.
 */
export interface CashCountsTable {
  id: Generated<number>;
  day: string;
  branch_id: number | null;
  everyone: number;
  counted: number;
  expected: number;
  counted_by_id: number | null;
  counted_by_name: string;
  created_at: string;
}

/** Members per (plan, status), maintained by triggers so totals need no COUNT(*). */
export interface MemberCountsTable {
  plan_id: number;
  status: string;
  /** The members' home branch (027). */
  branch_id: number;
  n: number;
}

/** Members who owe, per (period start, plan), maintained by triggers. */
export interface DuesCountsTable {
  period_start: string;
  plan_id: number;
  branch_id: number;
  n: number;
}

/** Members per expiry date, maintained by triggers. */
export interface ExpiryCountsTable {
  expire_date: string;
  branch_id: number;
  n: number;
}

/** Active members per expiry day, maintained by triggers (013): Active and Expired as shown are sums over days. */
export interface ActiveExpiryCountsTable {
  expire_date: string;
  branch_id: number;
  n: number;
}

/** Invoices per (issue day, paid or not: 1 or 0), maintained by triggers so totals need no COUNT(*). */
export interface InvoiceCountsTable {
  issued_on: string;
  paid: number;
  /** The invoices' branch (028). */
  branch_id: number;
  n: number;
  /** Their money: taken, still owing (0 once carried), taken on those voided. */
  paid_amount: number;
  due_amount: number;
  voided_amount: number;
}

export type EnquiryStatus = 'New' | 'Contacted' | 'Joined' | 'Lost';

/** A prospect; member_id is the member the enquiry was converted into. */
export interface EnquiriesTable {
  id: Generated<number>;
  name: string;
  phone: string;
  plan_id: number | null;
  note: Generated<string>;
  enquiry_date: string;
  status: Generated<EnquiryStatus>;
  member_id: number | null;
  created_at: string;
  updated_at: string;
  /** Where it was taken (030; docs/product/branches.md §26); 1 when left out. */
  branch_id: Generated<number>;
  /** How the prospect found the gym, a key of ENQUIRY_SOURCES (040); null when not said. */
  source: EnquirySource | null;
  /** The day to contact them again, YYYY-MM-DD (040); null for none. */
  follow_up_on: string | null;
}

/** One visit: checked in on `day` (the gym's date); check_out stays null while the member is in. */
export interface AttendanceTable {
  id: Generated<number>;
  member_id: number;
  day: string;
  check_in: string;
  check_out: string | null;
  /** 1 when the visit was closed at the member's next check-in, its check-out never recorded (013). */
  no_check_out: Generated<number>;
  created_at: string;
  /** Where the visit happened (029): a member with every branch's access visits others. */
  branch_id: Generated<number>;
}

/** Check-ins per day and how many are still open, maintained by triggers. */
export interface AttendanceDayCountsTable {
  day: string;
  /** The visits' branch (029). */
  branch_id: number;
  total: number;
  open: number;
}

/** Kept by triggers (migration 009) so the dashboard reads a few rows instead of summing every member. */
export interface MemberJoinsByMonthTable {
  /** 'YYYY-MM' */
  month: string;
  branch_id: number;
  n: number;
}

/** Money received per month: the invoices' paid amounts less the credit notes' (017). */
export interface InvoicesPaidByMonthTable {
  /** 'YYYY-MM' of issued_on */
  month: string;
  /** The invoice's branch (a credit note's: its invoice's). */
  branch_id: number;
  amount: number;
}

/** One row per branch (027): how many of its members owe, and how much in all. */
export interface MemberDuesTable {
  branch_id: number;
  members: number;
  amount: number;
}

/** The gym's details once saved in Settings: one row (id 1) at most (migration 014). */
export interface GymDetailsTable {
  id: number;
  name: string;
  address: string;
  phone: string;
  updated_at: string;
}

/**
 * One of the gym's branches (025, docs/product/branches.md §26); row 1 began as the gym's own details. Never
 * deleted: members and staff point at them (a foreign key on PostgreSQL, triggers on SQLite).
 */
export interface BranchesTable {
  id: Generated<number>;
  name: string;
  /** The name as branches are told apart: `nameKey(name)` (domain/name-key.ts), unique. */
  name_key: string;
  address: string;
  phone: string;
  created_at: string;
  updated_at: string;
  /**
   * 1 on branch 1 while it takes the gym's details as they are saved, until it is edited in
   * Branches (045); 0 on every other branch.
   */
  takes_gym_details: Generated<number>;
}

/** One write, as it happened (016): inserted with it, never updated or deleted (triggers refuse). */
export interface ActivityTable {
  id: Generated<number>;
  at: string;
  /** Null only for a refused sign-in with a username no account has. */
  admin_id: number | null;
  admin_name: string;
  action: string;
  kind: ActivityKind;
  subject_id: number | null;
  label: string;
  member_id: number | null;
  /** JSON of ActivityData (domain/activity.ts). */
  data: string;
  reason: string | null;
  /** The branch the write acted at (its turn, db/transaction.ts); null: the whole chain (046). */
  branch_id: Generated<number | null>;
}

/**
 * Activity records per (kind, account, UTC day of `at`, branch acted at: 0 the whole chain), kept
 * by triggers (db/kept-figures.ts): '' is every kind, 0 every account. Totals of the Activity
 * screen are sums over these rows.
 */
export interface ActivityCountsTable {
  kind: string;
  admin_id: number;
  day: string;
  branch_id: number;
  n: number;
}

/** A deleted member, plan, trainer or enquiry (018), restorable for 30 days; see domain/trash/. */
export interface DeletedItemsTable {
  id: Generated<number>;
  kind: DeletedKind;
  /** The id it had, and has again when restored. */
  item_id: number;
  label: string;
  /** A member's phone, kept taken while the member can be restored. */
  phone: string | null;
  /** ISO-8601 instant. */
  deleted_at: string;
  deleted_by_id: number | null;
  deleted_by_name: string;
  /** JSON of the row and what hung on it (domain/trash/kinds.ts). */
  payload: string;
}

/** A write's Idempotency-Key and its first answer, for 24 hours (036, plugins/idempotency.ts). */
export interface IdempotencyKeysTable {
  admin_id: number;
  key: string;
  /** SHA-256 (hex) of the method, URL and body. */
  request_hash: string;
  /** The first answer's status and JSON body; null until it was sent. */
  status: number | null;
  answer: string | null;
  created_at: string;
}

/** A spreadsheet uploaded to import members from (023, docs/product/import.md §24). */
export interface ImportsTable {
  id: Generated<number>;
  admin_id: number | null;
  admin_name: string;
  file_name: string;
  /** JSON array of the header row's texts. */
  columns: string;
  rows: number;
  /** JSON of the ImportMapping the last review used; null until reviewed. */
  mapping: string | null;
  state: (typeof IMPORT_STATES)[number];
  /** The first data row (from 0) the next batch handles. */
  next_row: Generated<number>;
  added: Generated<number>;
  updated: Generated<number>;
  skipped: Generated<number>;
  created_at: string;
  finished_at: string | null;
  undone_at: string | null;
  /** The first data row the undo's next step handles (035); null until Undo is asked. */
  undo_next_row: Generated<number | null>;
  /** What the undo's steps so far took back. */
  removed: Generated<number>;
  restored: Generated<number>;
  /** The header's row as the spreadsheet numbers it (042). */
  header_row: Generated<number>;
  /** The branch its new members join, chosen at upload (042); null before: the branch it ran at. */
  branch_id: Generated<number | null>;
  /** 1: its review, and so its run, updates members of other branches than branch_id (042). */
  other_branches: Generated<number>;
  /** 1: its review, and so its run, adds a row whose phone is taken under another name as a member sharing it (043). */
  shared_phones: Generated<number>;
}

/** One data row of an import: its cells, and once a batch ran, what it did to which member. */
export interface ImportRowsTable {
  import_id: number;
  /**
   * The data row's place, from 0; the header is -1 and the rows above it below that (042: before,
   * only data rows were kept).
   */
  n: number;
  /** The row's number as the spreadsheet shows it (042); null before: n + 2. */
  sheet_row: Generated<number | null>;
  /** JSON array of the row's cells as text. */
  cells: string;
  outcome: RowOutcome | null;
  member_id: number | null;
  /** JSON of the member columns an update changed, as they were and as the import left them. */
  before: string | null;
  after: string | null;
  /** Why the batch skipped an Error or Duplicate row. */
  reason: string | null;
  /** Why the undo left the row's member as it is (changed since the import); null otherwise. */
  kept: Generated<string | null>;
}

/** A reminder rule (024; schemas/reminders.ts says what `days` means for each kind). */
export interface ReminderRulesTable {
  id: Generated<number>;
  kind: 'expiry' | 'dues' | 'promise';
  days: number;
  template: string;
}

/** One row (id 1): the UPI ID, the SMTP server, and the day the planner last went over everyone. */
export interface ReminderSettingsTable {
  id: number;
  upi_id: string;
  smtp_host: string;
  smtp_port: number | null;
  smtp_user: string;
  smtp_password: string;
  smtp_from: string;
  planned_on: string;
}

/** A reminder task: once per member, rule, basis and planned day (the unique key). */
/**
 * A reminder task (024): a member's, made by a rule, or an enquiry's follow-up (044), with no
 * member and no rule.
 */
export interface ReminderTasksTable {
  id: Generated<number>;
  /** Null for an enquiry's task. */
  member_id: number | null;
  /** Null for an enquiry's task. */
  rule_id: number | null;
  /** The enquiry whose Follow up on day made it (044); null for a member's task. */
  enquiry_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The class booking a waitlist promotion made (047): the desk tells its member; no rule. */
  booking_id: ColumnType<number | null, number | null | undefined, number | null>;
  basis: string;
  planned_on: string;
  due_on: string;
  state: 'open' | 'done' | 'closed';
  created_at: string;
  done_at: string | null;
  /** Its member's home branch, kept equal to it by triggers (031); an enquiry's task, its enquiry's. */
  branch_id: Generated<number>;
}

/**
 * A contact with a member (024) or about an enquiry (044): never changed; no foreign keys, so it
 * outlives what it names.
 */
export interface MemberContactsTable {
  id: Generated<number>;
  /** Null for a contact about an enquiry. */
  member_id: number | null;
  /** The enquiry it was about (044); null for a member's. */
  enquiry_id: ColumnType<number | null, number | null | undefined, number | null>;
  task_id: number | null;
  at: string;
  admin_id: number | null;
  admin_name: string;
  channel: 'whatsapp' | 'call' | 'email' | 'in_person';
  outcome: 'sent' | 'reached' | 'no_answer' | 'promised' | 'not_interested';
  reason: string;
  promised_on: string | null;
  next_follow_up: string | null;
  note: string;
}

/** Open reminder tasks per day they are due, kept by triggers (024): the queue's counts. */
export interface ReminderOpenDaysTable {
  due_on: string;
  /** The tasks' members' home branch (031). */
  branch_id: number;
  n: number;
}

/** Members whose reminder tasks need planning again, marked by triggers (024). */
export interface ReminderDirtyTable {
  member_id: number;
}

/** Which classes a plan includes (047, docs/product/classes.md). */
export type PlanClasses = 'all' | 'chosen' | 'none';

/** A kind of class the gym runs: Yoga, Zumba, Spinning (047). */
export interface ClassTypesTable {
  id: Generated<number>;
  name: string;
  duration_minutes: number;
  capacity: number;
  description: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A weekly slot of the timetable (047): a class type at a branch, a weekday and a wall-clock time. */
export interface ClassSlotsTable {
  id: Generated<number>;
  class_type_id: number;
  branch_id: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** HH:MM on the gym's clock (gym_settings.time_zone). */
  start_time: string;
  trainer_id: number | null;
  room: Generated<string>;
  capacity: number;
  from_date: string | null;
  until_date: string | null;
  created_at: string;
  updated_at: string;
}

/** One session of a class, generated from a slot for one local day (047), or left by a deleted slot. */
export interface ClassSessionsTable {
  id: Generated<number>;
  slot_id: number | null;
  class_type_id: number;
  branch_id: number;
  /** The gym's local day (YYYY-MM-DD) and wall-clock start (HH:MM). */
  day: string;
  start_time: string;
  /** Instants, ISO-8601 UTC. */
  starts_at: string;
  ends_at: string;
  trainer_id: number | null;
  room: Generated<string>;
  capacity: number;
  cancelled: Generated<number>;
  created_at: string;
}

export type BookingStatus =
  'booked' | 'waitlisted' | 'attended' | 'cancelled' | 'late_cancel' | 'no_show';

/** A member's place in a session, or on its waitlist (047). */
export interface ClassBookingsTable {
  id: Generated<number>;
  session_id: number;
  member_id: number;
  status: BookingStatus;
  /** Waitlisted only: 1, 2, 3… without a gap. */
  position: number | null;
  booked_at: string;
  promoted_at: string | null;
  cancelled_at: string | null;
  /** A late cancel or no-show an Owner or Manager forgave: no longer a strike (048). */
  forgiven_at: string | null;
}

/** The class types a plan of 'chosen' classes includes (047). */
export interface PlanClassTypesTable {
  plan_id: number;
  class_type_id: number;
}

/** One row (id 1): the gym's time zone and the classes' booking cut-off (047). */
export interface GymSettingsTable {
  id: number;
  time_zone: Generated<string>;
  booking_cutoff_minutes: Generated<number>;
  /** Strikes (048): how many stop a member booking, within how many days, for how many days. */
  strike_limit: Generated<number>;
  strike_window_days: Generated<number>;
  strike_ban_days: Generated<number>;
}

export interface Database {
  admins: AdminsTable;
  roles: RolesTable;
  sessions: SessionsTable;
  plans: PlansTable;
  members: MembersTable;
  invoices: InvoicesTable;
  credit_notes: CreditNotesTable;
  cash_counts: CashCountsTable;
  member_counts: MemberCountsTable;
  dues_counts: DuesCountsTable;
  expiry_counts: ExpiryCountsTable;
  active_expiry_counts: ActiveExpiryCountsTable;
  invoice_counts: InvoiceCountsTable;
  trainers_staff: TrainersStaffTable;
  staff_pictures: StaffPicturesTable;
  login_failures: LoginFailuresTable;
  enquiries: EnquiriesTable;
  attendance: AttendanceTable;
  attendance_day_counts: AttendanceDayCountsTable;
  member_joins_by_month: MemberJoinsByMonthTable;
  invoices_paid_by_month: InvoicesPaidByMonthTable;
  member_dues: MemberDuesTable;
  gym_details: GymDetailsTable;
  branches: BranchesTable;
  admin_branches: AdminBranchesTable;
  plan_branch_prices: PlanBranchPricesTable;
  activity: ActivityTable;
  activity_counts: ActivityCountsTable;
  deleted_items: DeletedItemsTable;
  imports: ImportsTable;
  idempotency_keys: IdempotencyKeysTable;
  import_rows: ImportRowsTable;
  reminder_rules: ReminderRulesTable;
  reminder_settings: ReminderSettingsTable;
  reminder_tasks: ReminderTasksTable;
  member_contacts: MemberContactsTable;
  reminder_dirty: ReminderDirtyTable;
  reminder_open_days: ReminderOpenDaysTable;
  class_types: ClassTypesTable;
  class_slots: ClassSlotsTable;
  class_sessions: ClassSessionsTable;
  class_bookings: ClassBookingsTable;
  plan_class_types: PlanClassTypesTable;
  gym_settings: GymSettingsTable;
}
