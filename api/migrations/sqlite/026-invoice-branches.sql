-- Branches, part 2 (docs/product/branches.md §26): an invoice belongs to the branch that issued it, its
-- member's home branch when it was issued. Every invoice from before is branch 1's, the gym as it
-- was (025). A credit note is its invoice's branch: it has no column of its own.
--
-- As in 025, SQLite adds a column that references another table only with a NULL default: the
-- column holds its default, 1, with no REFERENCES (added in place, no invoice rewritten), and
-- triggers do what the foreign key would. An invoice naming no branch is refused; its branch
-- never changes afterwards (invoices_never_edited, redefined below with the new column); and a
-- branch that invoices name is neither deleted nor renumbered. PostgreSQL has the real foreign
-- key.
ALTER TABLE invoices ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1;

CREATE TRIGGER invoices_branch_insert BEFORE INSERT ON invoices
  WHEN NOT EXISTS (SELECT 1 FROM branches WHERE id = NEW.branch_id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: invoices.branch_id'); END;

DROP TRIGGER invoices_never_edited;
CREATE TRIGGER invoices_never_edited BEFORE UPDATE OF
  id, invoice_number, member_name, member_phone, plan_name, plan_duration_days, period_start, period_end,
  total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at,
  received_by_id, received_by_name, import_id, branch_id ON invoices
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;

DROP TRIGGER branches_kept_delete;
CREATE TRIGGER branches_kept_delete BEFORE DELETE ON branches
  WHEN EXISTS (SELECT 1 FROM members WHERE home_branch_id = OLD.id)
    OR EXISTS (SELECT 1 FROM trainers_staff WHERE branch_id = OLD.id)
    OR EXISTS (SELECT 1 FROM invoices WHERE branch_id = OLD.id)
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with members, staff or invoices'); END;
DROP TRIGGER branches_kept_renumber;
CREATE TRIGGER branches_kept_renumber BEFORE UPDATE OF id ON branches
  WHEN NEW.id <> OLD.id AND (EXISTS (SELECT 1 FROM members WHERE home_branch_id = OLD.id)
    OR EXISTS (SELECT 1 FROM trainers_staff WHERE branch_id = OLD.id)
    OR EXISTS (SELECT 1 FROM invoices WHERE branch_id = OLD.id))
  BEGIN SELECT RAISE(ABORT, 'FOREIGN KEY constraint failed: a branch with members, staff or invoices'); END;
