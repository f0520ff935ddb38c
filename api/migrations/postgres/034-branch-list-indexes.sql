-- Pending and Expired at one branch among several (docs/product.md §26) walk their order off these,
-- as members_owing (006) and members_expire_date (006) do for a gym of one branch: the branch
-- first, then the list's own order. Without them a branch's page read every member of the branch
-- and sorted them (`pnpm bench:branches`: Pending 2.0× on PostgreSQL, 5.1× on SQLite, at one
-- branch of twenty against a gym of one branch of the same size).
CREATE INDEX members_owing_by_branch ON members (home_branch_id, period_start, id)
  WHERE total_fee > paid_amount;
CREATE INDEX members_expire_date_by_branch ON members (home_branch_id, expire_date, id);
