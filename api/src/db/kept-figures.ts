import type { Figure } from './figures';

/**
 * Every figure the API keeps instead of counting (a paged list's total, a dashboard card), each
 * declared once for both databases: db/figures.ts turns a declaration into each database's counter
 * table and triggers, makes the table again and fills it from the rows it counts when the
 * declaration changes, and gives the tests the GROUP BY the table must always equal
 * (testing/kept-tables.ts).
 *
 * The counter table is made from its declaration too, no migration needed: `columns` gives each
 * key and measure column's type, the key columns (in the order `key` names them) are its primary
 * key, and `indexes` adds any other index. Expressions are SQL both databases read alike (CASE
 * rather than a boolean as a number), and name the counted table's columns through its alias
 * (`as`), which the triggers put the row's OLD and NEW values in place of.
 */
/** An invoice's status as invoice_counts keys it: 2 carried, 1 paid in full, 0 still owing. */
const INVOICE_STATUS =
  'CASE WHEN i.carried_to IS NOT NULL THEN 2 WHEN i.due_amount = 0 THEN 1 ELSE 0 END';

export const FIGURES: readonly Figure[] = [
  // Members per plan, status and home branch: the Members list's totals and its groups.
  {
    table: 'member_counts',
    columns: { plan_id: 'integer', status: 'text', branch_id: 'integer', n: 'integer' },
    from: 'members',
    as: 'm',
    key: { plan_id: 'm.plan_id', status: 'm.status', branch_id: 'm.home_branch_id' },
    sum: { n: '1' },
  },
  // Members owing, per period start (the day the fee they owe is for began) and plan: Pending
  // Dues' totals. period_start is a generated column (the renewal day, else the joining day); its
  // expression is declared instead, so an update of either column moves the count.
  {
    table: 'dues_counts',
    columns: { period_start: 'text', plan_id: 'integer', branch_id: 'integer', n: 'integer' },
    // Branch first: one branch's total reads that branch's rows alone (migration 034).
    indexes: { dues_counts_by_branch: ['branch_id', 'period_start', 'plan_id', 'n'] },
    from: 'members',
    as: 'm',
    where: 'm.total_fee > m.paid_amount',
    key: {
      period_start: 'coalesce(m.renewed_on, m.joining_date)',
      plan_id: 'm.plan_id',
      branch_id: 'm.home_branch_id',
    },
    sum: { n: '1' },
    dropEmpty: true,
  },
  // Members per expiry day: the Expired list's totals.
  {
    table: 'expiry_counts',
    columns: { expire_date: 'text', branch_id: 'integer', n: 'integer' },
    // Branch first: one branch's total reads that branch's rows alone (migration 034).
    indexes: { expiry_counts_by_branch: ['branch_id', 'expire_date', 'n'] },
    from: 'members',
    as: 'm',
    key: { expire_date: 'm.expire_date', branch_id: 'm.home_branch_id' },
    sum: { n: '1' },
    dropEmpty: true,
  },
  // Active members per expiry day: Active and Expired on the Members list and the dashboard.
  {
    table: 'active_expiry_counts',
    columns: { expire_date: 'text', branch_id: 'integer', n: 'integer' },
    from: 'members',
    as: 'm',
    where: "m.status = 'Active'",
    key: { expire_date: 'm.expire_date', branch_id: 'm.home_branch_id' },
    sum: { n: '1' },
    dropEmpty: true,
  },
  // Members per month they joined in: the dashboard's new members.
  {
    table: 'member_joins_by_month',
    columns: { month: 'text', branch_id: 'integer', n: 'integer' },
    from: 'members',
    as: 'm',
    key: { month: 'substr(m.joining_date, 1, 7)', branch_id: 'm.home_branch_id' },
    sum: { n: '1' },
  },
  // How many members of a branch owe, and how much: the dashboard's dues.
  {
    table: 'member_dues',
    columns: { branch_id: 'integer', members: 'integer', amount: 'integer' },
    from: 'members',
    as: 'm',
    where: 'm.total_fee > m.paid_amount',
    key: { branch_id: 'm.home_branch_id' },
    sum: { members: '1', amount: 'm.total_fee - m.paid_amount' },
  },
  // Invoices per day, paid in full (1), still owing (0) or with their due carried into a renewal
  // (2, which neither status lists), and branch, with their money: Invoice History's totals. What
  // was taken on those voided comes from their credit notes, under their invoice's key: a voided
  // invoice is never carried (domain/invoicing.ts's carryDues), and a carried one, of an earlier
  // period, is never voided, so that key does not move while the credit note exists.
  {
    table: 'invoice_counts',
    columns: {
      issued_on: 'text',
      paid: 'integer',
      branch_id: 'integer',
      n: 'integer',
      paid_amount: 'integer',
      due_amount: 'integer',
      voided_amount: 'integer',
    },
    // Branch first: one branch's totals read that branch's rows alone (migration 034).
    indexes: {
      invoice_counts_by_branch: [
        'branch_id',
        'issued_on',
        'paid',
        'n',
        'paid_amount',
        'due_amount',
        'voided_amount',
      ],
    },
    from: 'invoices',
    as: 'i',
    key: {
      issued_on: 'i.issued_on',
      paid: INVOICE_STATUS,
      branch_id: 'i.branch_id',
    },
    sum: {
      n: '1',
      paid_amount: 'i.paid_amount',
      due_amount: 'CASE WHEN i.carried_to IS NULL THEN i.due_amount ELSE 0 END',
      voided_amount: '0',
    },
    also: [
      {
        from: 'credit_notes',
        as: 'c',
        join: [{ table: 'invoices', as: 'i', on: 'i.id = c.invoice_id' }],
        key: { issued_on: 'i.issued_on', paid: INVOICE_STATUS, branch_id: 'i.branch_id' },
        sum: { n: '0', paid_amount: '0', due_amount: '0', voided_amount: 'i.paid_amount' },
      },
    ],
  },
  // Money received per month and branch: what invoices took less what credit notes gave back,
  // each in its own month, a credit note in its invoice's branch. An import's invoices (money
  // received before Spotter) and their voids are left out.
  {
    table: 'invoices_paid_by_month',
    columns: { month: 'text', branch_id: 'integer', amount: 'integer' },
    from: 'invoices',
    as: 'i',
    where: 'i.import_id IS NULL',
    key: { month: 'substr(i.issued_on, 1, 7)', branch_id: 'i.branch_id' },
    sum: { amount: 'i.paid_amount' },
    also: [
      {
        from: 'credit_notes',
        as: 'c',
        // An invoice's branch and import never change once it is issued (invoices_never_edited).
        join: [{ table: 'invoices', as: 'i', on: 'i.id = c.invoice_id' }],
        where: 'i.import_id IS NULL',
        key: { month: 'substr(c.issued_on, 1, 7)', branch_id: 'i.branch_id' },
        sum: { amount: '-c.amount' },
      },
    ],
  },
  // Activity records per kind, account, UTC day and the branch the write acted at (0: the whole
  // chain), each also under '' (every kind) and 0 (every account): any pair of the Activity
  // screen's filters is a sum over a row a day per branch. A record with no account (a refused
  // sign-in by an unknown username) counts under 0 only. The branch keeps writes at two branches,
  // which run side by side on PostgreSQL, off each other's rows (db/transaction.ts).
  {
    table: 'activity_counts',
    columns: { kind: 'text', admin_id: 'integer', day: 'text', branch_id: 'integer', n: 'integer' },
    from: 'activity',
    as: 'a',
    key: {
      kind: ['a.kind', "''"],
      admin_id: ['a.admin_id', '0'],
      day: 'substr(a.at, 1, 10)',
      branch_id: 'coalesce(a.branch_id, 0)',
    },
    sum: { n: '1' },
  },
  // Open reminder tasks per due day and branch: the reminders queue's counts. A task's branch is
  // its member's, which triggers of migration 031 keep (a copied column, not a count): a
  // member's move updates their tasks' branch_id, and that update moves the counts here.
  {
    table: 'reminder_open_days',
    columns: { due_on: 'text', branch_id: 'integer', n: 'integer' },
    from: 'reminder_tasks',
    as: 't',
    where: "t.state = 'open'",
    key: { due_on: 't.due_on', branch_id: 't.branch_id' },
    sum: { n: '1' },
  },
  // Check-ins per day and branch, and how many are still open: the Attendance screen's totals.
  {
    table: 'attendance_day_counts',
    columns: { day: 'text', branch_id: 'integer', total: 'integer', open: 'integer' },
    from: 'attendance',
    as: 'v',
    key: { day: 'v.day', branch_id: 'v.branch_id' },
    sum: { total: '1', open: 'CASE WHEN v.check_out IS NULL THEN 1 ELSE 0 END' },
  },
];
