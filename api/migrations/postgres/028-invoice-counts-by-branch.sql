-- Branches, part 3 (docs/product/branches.md §26): Invoice History lists the invoices of the branches the
-- top bar chooses, its totals as cheap as before. invoice_counts (010) is keyed by branch too; the
-- whole gym's totals sum over the branches. An invoice's day, status and branch never change once
-- issued (invoices_never_edited), so inserts and deletes are still all there is to follow. The
-- branch comes last in the key: a gym with one branch reads the same rows, in the same order, as
-- before.
DROP TRIGGER invoice_counts_follow ON invoices;
DROP TRIGGER invoice_counts_add ON invoices;
DROP TABLE invoice_counts;
CREATE TABLE invoice_counts (
  issued_on TEXT COLLATE "C" NOT NULL,
  paid INTEGER NOT NULL,
  branch_id INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (issued_on, paid, branch_id)
);
INSERT INTO invoice_counts (issued_on, paid, branch_id, n)
  SELECT issued_on, (due_amount = 0)::int, branch_id, count(*) FROM invoices
  GROUP BY issued_on, (due_amount = 0)::int, branch_id;
CREATE OR REPLACE FUNCTION invoice_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_counts SET n = n - 1
    WHERE issued_on = OLD.issued_on AND paid = (OLD.due_amount = 0)::int AND branch_id = OLD.branch_id;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_counts_follow AFTER DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_counts_follow();
CREATE OR REPLACE FUNCTION invoice_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts AS c (issued_on, paid, branch_id, n)
    SELECT issued_on, (due_amount = 0)::int, branch_id, count(*) FROM inserted
    GROUP BY issued_on, (due_amount = 0)::int, branch_id
    ON CONFLICT (issued_on, paid, branch_id) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_counts_add AFTER INSERT ON invoices REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_add();

-- One branch's history, newest first: its invoices by date, without walking the others'.
CREATE INDEX invoices_branch_issued_on ON invoices (branch_id, issued_on, id);
