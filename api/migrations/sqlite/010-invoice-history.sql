-- Invoice history (docs/product/billing.md §19): newest first, filtered by status and a date range,
-- searched by number or member name, with totals that cost the same at 100 invoices as at 100,000.

-- Newest first and date ranges walk this index (its entries end with the rowid, i.e. the id).
CREATE INDEX invoices_issued_on ON invoices (issued_on);
-- The same walk for one status: Paid is exactly "nothing due".
CREATE INDEX invoices_issued_on_paid ON invoices (issued_on) WHERE due_amount = 0;
CREATE INDEX invoices_issued_on_pending ON invoices (issued_on) WHERE due_amount > 0;

-- Invoices per (day, paid or not), kept by triggers: a filtered total is a sum over at most two
-- rows a day instead of a COUNT(*) over every invoice. Invoices are never edited, so inserts and
-- deletes are all there is to follow.
CREATE TABLE invoice_counts (
  issued_on TEXT NOT NULL,
  paid INTEGER NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (issued_on, paid)
) WITHOUT ROWID;
INSERT INTO invoice_counts (issued_on, paid, n)
  SELECT issued_on, due_amount = 0, count(*) FROM invoices GROUP BY issued_on, due_amount = 0;
CREATE TRIGGER invoice_counts_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoice_counts (issued_on, paid, n) VALUES (NEW.issued_on, NEW.due_amount = 0, 1)
    ON CONFLICT (issued_on, paid) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER invoice_counts_delete AFTER DELETE ON invoices BEGIN
  UPDATE invoice_counts SET n = n - 1 WHERE issued_on = OLD.issued_on AND paid = (OLD.due_amount = 0);
END;

-- Substring search on invoice numbers and member names through a trigram index, as for members.
CREATE VIRTUAL TABLE invoices_search USING fts5 (
  invoice_number, member_name, content = 'invoices', content_rowid = 'id', tokenize = 'trigram'
);
INSERT INTO invoices_search (invoices_search) VALUES ('rebuild');
CREATE TRIGGER invoices_search_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoices_search (rowid, invoice_number, member_name) VALUES (NEW.id, NEW.invoice_number, NEW.member_name);
END;
CREATE TRIGGER invoices_search_delete AFTER DELETE ON invoices BEGIN
  INSERT INTO invoices_search (invoices_search, rowid, invoice_number, member_name)
    VALUES ('delete', OLD.id, OLD.invoice_number, OLD.member_name);
END;
