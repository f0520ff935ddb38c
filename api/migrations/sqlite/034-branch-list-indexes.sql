-- Pending, Expired and Invoice History at one branch among several (docs/product/branches.md §26) read
-- that branch's rows alone, as a gym of one branch reads its own:
-- - their pages walk their order off a branch-first index, as members_owing (006) and
--   members_expire_date (006) serve a gym of one branch;
-- - their totals sum the branch's rows of the counts the triggers keep (027, 028), whose keys
--   put the branch last (so that a gym of one branch reads the same ranges as before): without a
--   branch-first index a branch's total read every branch's rows.
-- Measured by `pnpm bench:branches` (one branch of twenty against a gym of one branch of the same
-- size): Pending 2.0× on PostgreSQL and 5.1× on SQLite before.
CREATE INDEX members_owing_by_branch ON members (home_branch_id, period_start, id)
  WHERE total_fee > paid_amount;
CREATE INDEX members_expire_date_by_branch ON members (home_branch_id, expire_date, id);
CREATE INDEX dues_counts_by_branch ON dues_counts (branch_id, period_start, plan_id, n);
CREATE INDEX expiry_counts_by_branch ON expiry_counts (branch_id, expire_date, n);
CREATE INDEX invoice_counts_by_branch ON invoice_counts (branch_id, issued_on, paid, n);
