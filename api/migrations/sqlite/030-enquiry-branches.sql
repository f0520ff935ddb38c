-- Branches, part 3 (docs/product/branches.md §26): an enquiry belongs to the branch where it was taken (an
-- enquiry added while one branch is chosen in the top bar; converting it gives the new member
-- that branch). Every enquiry from before is branch 1's, the gym as it was (025).
--
-- As in 025, SQLite adds a column that references another table only with a NULL default: the
-- column holds its default, 1, with no REFERENCES (added in place, no enquiry rewritten), and
-- triggers do what the foreign key would. Triggers of their own keep a branch that enquiries name
-- from being deleted or renumbered, beside 026's for members, staff and invoices. PostgreSQL has
-- the real foreign key.
ALTER TABLE enquiries ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1;
-- A branch's enquiries of a month (the dashboard's card) and its list.
CREATE INDEX enquiries_branch_id_enquiry_date ON enquiries (branch_id, enquiry_date);

CREATE TRIGGER enquiries_branch_insert BEFORE INSERT ON enquiries
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: enquiries.branch_id'); END;
CREATE TRIGGER enquiries_branch_update BEFORE UPDATE OF branch_id ON enquiries
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: enquiries.branch_id'); END;
CREATE TRIGGER branches_kept_by_enquiries_delete BEFORE DELETE ON branches
  WHEN EXISTS (SELECT 1 FROM enquiries WHERE branch_id = OLD.id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with enquiries'); END;
CREATE TRIGGER branches_kept_by_enquiries_renumber BEFORE UPDATE OF id ON branches
  WHEN NEW.id <> OLD.id AND EXISTS (SELECT 1 FROM enquiries WHERE branch_id = OLD.id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with enquiries'); END;
