-- Branches, part 3 (docs/product/branches.md §26): Invoice History lists the invoices of the branches the
-- top bar chooses, its totals as cheap as before. invoice_counts (010) is keyed by branch too; the
-- whole gym's totals sum over the branches. An invoice's day, status and branch never change once
-- issued (invoices_never_edited), so inserts and deletes are still all there is to follow. The
-- branch comes last in the key: a gym with one branch reads the same rows, in the same order, as
-- before.
DROP TRIGGER invoice_counts_insert;
DROP TRIGGER invoice_counts_delete;
DROP TABLE invoice_counts;
CREATE TABLE invoice_counts (
  issued_on TEXT NOT NULL,
  paid INTEGER NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (issued_on, paid, branch_id)
) WITHOUT ROWID;
INSERT INTO invoice_counts (issued_on, paid, branch_id, n)
  SELECT issued_on, due_amount = 0, branch_id, count(*) FROM invoices
  GROUP BY issued_on, due_amount = 0, branch_id;
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoice_counts (issued_on, paid, branch_id, n)
    VALUES (NEW.issued_on, NEW.due_amount = 0, NEW.branch_id, 1)
    ON CONFLICT (issued_on, paid, branch_id) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices BEGIN
  UPDATE invoice_counts SET n = n - 1
    WHERE issued_on = OLD.issued_on AND paid = (OLD.due_amount = 0) AND branch_id = OLD.branch_id;
END;

-- One branch's history, newest first: its invoices by date, without walking the others' (the
-- entries end with the id, as invoices_issued_on's do).
CREATE INDEX invoices_branch_issued_on ON invoices (branch_id, issued_on);
