-- Importing members from a spreadsheet (docs/product/import.md §24). An upload keeps the sheet's header
-- and every data row as text; the batches that import it write what each row did to which
-- member, and the fields it changed before and after, so that the import can be undone.
CREATE TABLE imports (
  id INTEGER PRIMARY KEY,
  admin_id INTEGER,
  admin_name TEXT NOT NULL,
  file_name TEXT NOT NULL,
  -- JSON array of the header row's texts.
  columns TEXT NOT NULL,
  rows INTEGER NOT NULL,
  -- JSON of the mapping the last review used; null until reviewed.
  mapping TEXT,
  state TEXT NOT NULL CHECK (state IN ('uploaded', 'reviewed', 'importing', 'imported', 'undone')),
  -- The first data row (from 0) the next batch handles.
  next_row INTEGER NOT NULL DEFAULT 0,
  added INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  skipped INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  finished_at TEXT,
  undone_at TEXT
);
CREATE INDEX imports_created_at ON imports (created_at);

CREATE TABLE import_rows (
  import_id INTEGER NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  -- The data row's place in the sheet, from 0.
  n INTEGER NOT NULL,
  -- JSON array of the row's cells as text.
  cells TEXT NOT NULL,
  -- What the batch did: new, update, unchanged, duplicate, error; null until it ran.
  outcome TEXT,
  member_id INTEGER,
  -- JSON of the fields an update changed, as they were and as the import left them.
  before TEXT,
  after TEXT,
  -- Why the batch skipped an Error or Duplicate row (its Download errors line).
  reason TEXT,
  PRIMARY KEY (import_id, n)
) WITHOUT ROWID;

-- An invoice an import issued for money received before Spotter.
ALTER TABLE invoices ADD COLUMN import_id INTEGER REFERENCES imports (id);
CREATE INDEX invoices_import_id ON invoices (import_id) WHERE import_id IS NOT NULL;
DROP TRIGGER invoices_never_edited;
CREATE TRIGGER invoices_never_edited BEFORE UPDATE OF
  id, invoice_number, member_name, member_phone, plan_name, plan_duration_days, period_start, period_end,
  total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at,
  received_by_id, received_by_name, import_id ON invoices
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;

-- Money received per month (009, 017) leaves imported invoices out: that money was received
-- before the gym used Spotter, not in the month of the import. Their voids too.
DROP TRIGGER invoices_paid_insert;
CREATE TRIGGER invoices_paid_insert AFTER INSERT ON invoices WHEN NEW.import_id IS NULL BEGIN
  INSERT INTO invoices_paid_by_month (month, amount) VALUES (substr(NEW.issued_on, 1, 7), NEW.paid_amount)
    ON CONFLICT (month) DO UPDATE SET amount = amount + NEW.paid_amount;
END;
DROP TRIGGER invoices_paid_delete;
CREATE TRIGGER invoices_paid_delete AFTER DELETE ON invoices WHEN OLD.import_id IS NULL BEGIN
  UPDATE invoices_paid_by_month SET amount = amount - OLD.paid_amount WHERE month = substr(OLD.issued_on, 1, 7);
END;
DROP TRIGGER credit_notes_paid_insert;
CREATE TRIGGER credit_notes_paid_insert AFTER INSERT ON credit_notes
WHEN (SELECT import_id FROM invoices WHERE id = NEW.invoice_id) IS NULL
BEGIN
  INSERT INTO invoices_paid_by_month (month, amount) VALUES (substr(NEW.issued_on, 1, 7), -NEW.amount)
    ON CONFLICT (month) DO UPDATE SET amount = amount - NEW.amount;
END;
