-- Invoice history (docs/product/billing.md §19): newest first, filtered by status and a date range,
-- searched by number or member name, with totals that cost the same at 100 invoices as at 100,000.

-- Newest first and date ranges walk this index (SQLite's index entries end with the id implicitly).
CREATE INDEX invoices_issued_on ON invoices (issued_on, id);
-- The same walk for one status: Paid is exactly "nothing due".
CREATE INDEX invoices_issued_on_paid ON invoices (issued_on, id) WHERE due_amount = 0;
CREATE INDEX invoices_issued_on_pending ON invoices (issued_on, id) WHERE due_amount > 0;

-- Invoices per (day, paid or not: 1 or 0), kept by a trigger: a filtered total is a sum over at
-- most two rows a day instead of a count(*) over every invoice. Invoices are never edited, so
-- inserts and deletes are all there is to follow.
CREATE TABLE invoice_counts (
  issued_on TEXT COLLATE "C" NOT NULL,
  paid INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (issued_on, paid)
);
INSERT INTO invoice_counts (issued_on, paid, n)
  SELECT issued_on, (due_amount = 0)::int, count(*) FROM invoices GROUP BY issued_on, (due_amount = 0)::int;
CREATE FUNCTION invoice_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoice_counts SET n = n - 1 WHERE issued_on = OLD.issued_on AND paid = (OLD.due_amount = 0)::int;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_counts_follow AFTER DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoice_counts_follow();
CREATE FUNCTION invoice_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoice_counts AS c (issued_on, paid, n)
    SELECT issued_on, (due_amount = 0)::int, count(*) FROM inserted GROUP BY issued_on, (due_amount = 0)::int
    ON CONFLICT (issued_on, paid) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER invoice_counts_add AFTER INSERT ON invoices REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION invoice_counts_add();

-- Substring search on invoice numbers and member names through trigram indexes, as for members.
CREATE INDEX invoices_number_trigrams ON invoices USING gin (invoice_number gin_trgm_ops);
CREATE INDEX invoices_member_name_trigrams ON invoices USING gin (member_name gin_trgm_ops);
