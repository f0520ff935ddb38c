-- Counts declared once (docs/architecture.md, "Totals are kept, not counted"): every table of
-- counts and sums the lists and the dashboard read instead of scanning is now declared in
-- api/src/db/kept-figures.ts, and its triggers are made from that declaration for both databases
-- (api/src/db/figures.ts). The hand-written triggers of the migrations before this one are dropped
-- here. Right after the numbered migrations, every figure not yet applied as declared (all of them,
-- the first time) has its triggers made and its table rebuilt from the rows it counts; kept_figures
-- records which declaration each figure was applied from, and how to drop its triggers again.

DROP TRIGGER member_counts_insert;
DROP TRIGGER member_counts_delete;
DROP TRIGGER member_counts_update;
DROP TRIGGER dues_counts_insert;
DROP TRIGGER dues_counts_delete;
DROP TRIGGER dues_counts_update_old;
DROP TRIGGER dues_counts_update_new;
DROP TRIGGER expiry_counts_insert;
DROP TRIGGER expiry_counts_delete;
DROP TRIGGER expiry_counts_update;
DROP TRIGGER active_expiry_counts_insert;
DROP TRIGGER active_expiry_counts_delete;
DROP TRIGGER active_expiry_counts_update_old;
DROP TRIGGER active_expiry_counts_update_new;
DROP TRIGGER member_joins_insert;
DROP TRIGGER member_joins_delete;
DROP TRIGGER member_joins_update;
DROP TRIGGER member_dues_insert;
DROP TRIGGER member_dues_delete;
DROP TRIGGER member_dues_update;
DROP TRIGGER invoice_counts_insert;
DROP TRIGGER invoice_counts_delete;
DROP TRIGGER invoices_paid_insert;
DROP TRIGGER invoices_paid_delete;
DROP TRIGGER credit_notes_paid_insert;
DROP TRIGGER activity_counts_insert;
DROP TRIGGER reminder_open_days_add;
DROP TRIGGER reminder_open_days_remove;
DROP TRIGGER reminder_open_days_leave;
DROP TRIGGER reminder_open_days_enter;
DROP TRIGGER attendance_day_counts_insert;
DROP TRIGGER attendance_day_counts_delete;
DROP TRIGGER attendance_day_counts_update;

CREATE TABLE kept_figures (
  figure TEXT PRIMARY KEY,
  digest TEXT NOT NULL,
  drop_sql TEXT NOT NULL
);
