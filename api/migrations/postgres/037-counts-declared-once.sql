-- Counts declared once (docs/architecture.md, "Totals are kept, not counted"): every table of
-- counts and sums the lists and the dashboard read instead of scanning is now declared in
-- api/src/db/kept-figures.ts, and its triggers are made from that declaration for both databases
-- (api/src/db/figures.ts). The hand-written trigger functions of the migrations before this one are
-- dropped here, their triggers with them (CASCADE: a trigger is all that uses each). Right after
-- the numbered migrations, every figure not yet applied as declared (all of them, the first time)
-- has its triggers made and its table rebuilt from the rows it counts; kept_figures records which
-- declaration each figure was applied from, and how to drop its triggers again.

DROP FUNCTION member_counts_follow() CASCADE;
DROP FUNCTION member_counts_add() CASCADE;
DROP FUNCTION dues_counts_follow() CASCADE;
DROP FUNCTION dues_counts_add() CASCADE;
DROP FUNCTION expiry_counts_follow() CASCADE;
DROP FUNCTION expiry_counts_add() CASCADE;
DROP FUNCTION active_expiry_counts_follow() CASCADE;
DROP FUNCTION active_expiry_counts_add() CASCADE;
DROP FUNCTION member_joins_follow() CASCADE;
DROP FUNCTION member_joins_add() CASCADE;
DROP FUNCTION member_dues_follow() CASCADE;
DROP FUNCTION member_dues_add() CASCADE;
DROP FUNCTION invoice_counts_follow() CASCADE;
DROP FUNCTION invoice_counts_add() CASCADE;
DROP FUNCTION invoices_paid_follow() CASCADE;
DROP FUNCTION invoices_paid_add() CASCADE;
DROP FUNCTION credit_notes_paid_add() CASCADE;
DROP FUNCTION activity_counts_add() CASCADE;
DROP FUNCTION activity_count_keys(TEXT, INTEGER);
DROP FUNCTION reminder_open_days_add() CASCADE;
DROP FUNCTION reminder_open_days_follow() CASCADE;
DROP FUNCTION attendance_day_counts_follow() CASCADE;
DROP FUNCTION attendance_day_counts_add() CASCADE;

CREATE TABLE kept_figures (
  figure TEXT COLLATE "C" PRIMARY KEY,
  digest TEXT NOT NULL,
  drop_sql TEXT NOT NULL
);
