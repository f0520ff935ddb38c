-- Accounts given branches (docs/product/branches.md §26): an account works at every branch (`all_branches`,
-- every account from before this migration, and a new one unless it is given some) or at the
-- branches listed for it in `admin_branches`. The API covers only those in every read and write.
-- A new table may refer to others on SQLite (foreign keys are on), so no trigger is needed here.
ALTER TABLE admins ADD COLUMN all_branches INTEGER NOT NULL DEFAULT 1 CHECK (all_branches IN (0, 1));
CREATE TABLE admin_branches (
  admin_id INTEGER NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  branch_id INTEGER NOT NULL REFERENCES branches (id),
  PRIMARY KEY (admin_id, branch_id)
);
