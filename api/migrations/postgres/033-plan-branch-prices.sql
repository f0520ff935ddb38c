-- Plans are chain-wide, with an optional price per branch (docs/product/branches.md §26): a row here is
-- the plan's price at that branch, in place of `plans.price` there; a branch without one charges
-- the plan's own price. A deleted plan takes its prices with it into Deleted items (the row goes
-- with the plan) and brings them back when restored.
CREATE TABLE plan_branch_prices (
  plan_id INTEGER NOT NULL REFERENCES plans (id) ON DELETE CASCADE,
  branch_id INTEGER NOT NULL REFERENCES branches (id),
  price INTEGER NOT NULL CHECK (price BETWEEN 0 AND 10000000),
  PRIMARY KEY (plan_id, branch_id)
);
