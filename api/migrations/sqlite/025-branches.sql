-- Branches (docs/product/branches.md §26): a chain of gyms keeps one installation, each member with a home
-- branch and each trainer or staff member with the branch they work at. The gym as it was becomes
-- branch 1, with its stored name (else "Main branch"), address and phone; everyone already here
-- belongs to it.
CREATE TABLE branches (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- The name as branches are told apart: `nameKey(name)` (api/src/domain/name-key.ts), as plans'
  -- and roles' are (021, 022). SQL cannot compute it, so db/migration-steps.ts keys branch 1 right
  -- after this file, in the same transaction.
  name_key TEXT NOT NULL,
  address TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  phone TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX branches_name_key ON branches (name_key);
INSERT INTO branches (id, name, name_key, address, phone, created_at, updated_at)
  SELECT 1, coalesce(g.name, 'Main branch'), coalesce(g.name, 'Main branch'), coalesce(g.address, ''),
    coalesce(g.phone, ''), '2026-11-26T00:00:00.000Z', '2026-11-26T00:00:00.000Z'
  FROM (SELECT 1) one LEFT JOIN gym_details g ON g.id = 1;

-- A member's home branch, and where they may train: 'branch' (there only) or 'all'. SQLite adds a
-- column that references another table only with a NULL default while foreign keys are on, and
-- 012's way (a NULL column, every row updated, triggers refusing NULL) rewrites every member and
-- leaves each insert that names no branch refused. So the columns hold their default, 1, with no
-- REFERENCES (added in place, no row rewritten), and the triggers below do what the foreign key
-- would: a row naming no branch is refused, and a branch that rows name is neither deleted nor
-- renumbered. PostgreSQL has the real foreign key. The routes check the branch first, in the
-- write's transaction, to answer a 400 the admin can act on (domain/branches.ts).
ALTER TABLE members ADD COLUMN home_branch_id INTEGER NOT NULL DEFAULT 1;
ALTER TABLE members ADD COLUMN branch_access TEXT NOT NULL DEFAULT 'branch'
  CHECK (branch_access IN ('branch', 'all'));
CREATE INDEX members_home_branch_id ON members (home_branch_id);
ALTER TABLE trainers_staff ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1;

CREATE TRIGGER members_home_branch_insert BEFORE INSERT ON members
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.home_branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: members.home_branch_id'); END;
CREATE TRIGGER members_home_branch_update BEFORE UPDATE OF home_branch_id ON members
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.home_branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: members.home_branch_id'); END;
CREATE TRIGGER trainers_staff_branch_insert BEFORE INSERT ON trainers_staff
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: trainers_staff.branch_id'); END;
CREATE TRIGGER trainers_staff_branch_update BEFORE UPDATE OF branch_id ON trainers_staff
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: trainers_staff.branch_id'); END;
CREATE TRIGGER branches_kept_delete BEFORE DELETE ON branches
  WHEN EXISTS (SELECT 1 FROM members WHERE home_branch_id = OLD.id)
    OR EXISTS (SELECT 1 FROM trainers_staff WHERE branch_id = OLD.id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with members or staff'); END;
CREATE TRIGGER branches_kept_renumber BEFORE UPDATE OF id ON branches
  WHEN NEW.id <> OLD.id AND (EXISTS (SELECT 1 FROM members WHERE home_branch_id = OLD.id)
    OR EXISTS (SELECT 1 FROM trainers_staff WHERE branch_id = OLD.id))
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with members or staff'); END;
