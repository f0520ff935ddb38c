-- Importing members from a spreadsheet (docs/product/import.md §24). An upload keeps the sheet's header
-- and every data row as text; the batches that import it write what each row did to which
-- member, and the fields it changed before and after, so that the import can be undone.
CREATE TABLE imports (
  id SERIAL PRIMARY KEY,
  admin_id INTEGER,
  admin_name TEXT COLLATE "C" NOT NULL,
  file_name TEXT COLLATE "C" NOT NULL,
  -- JSON array of the header row's texts.
  columns TEXT COLLATE "C" NOT NULL,
  rows INTEGER NOT NULL,
  -- JSON of the mapping the last review used; null until reviewed.
  mapping TEXT COLLATE "C",
  state TEXT COLLATE "C" NOT NULL CHECK (state IN ('uploaded', 'reviewed', 'importing', 'imported', 'undone')),
  -- The first data row (from 0) the next batch handles.
  next_row INTEGER NOT NULL DEFAULT 0,
  added INTEGER NOT NULL DEFAULT 0,
  updated INTEGER NOT NULL DEFAULT 0,
  skipped INTEGER NOT NULL DEFAULT 0,
  created_at TEXT COLLATE "C" NOT NULL,
  finished_at TEXT COLLATE "C",
  undone_at TEXT COLLATE "C"
);
CREATE INDEX imports_created_at ON imports (created_at);

CREATE TABLE import_rows (
  import_id INTEGER NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  -- The data row's place in the sheet, from 0.
  n INTEGER NOT NULL,
  -- JSON array of the row's cells as text.
  cells TEXT COLLATE "C" NOT NULL,
  -- What the batch did: new, update, unchanged, duplicate, error; null until it ran.
  outcome TEXT COLLATE "C",
  member_id INTEGER,
  -- JSON of the fields an update changed, as they were and as the import left them.
  before TEXT COLLATE "C",
  after TEXT COLLATE "C",
  -- Why the batch skipped an Error or Duplicate row (its Download errors line).
  reason TEXT COLLATE "C",
  PRIMARY KEY (import_id, n)
);

-- An invoice an import issued for money received before Spotter. invoices_never_edited (016)
-- compares whole rows, so this column cannot change either.
ALTER TABLE invoices ADD COLUMN import_id INTEGER REFERENCES imports (id);
CREATE INDEX invoices_import_id ON invoices (import_id) WHERE import_id IS NOT NULL;

-- Money received per month (009, 017) leaves imported invoices out: that money was received
-- before the gym used Spotter, not in the month of the import. Their voids too.
CREATE OR REPLACE FUNCTION invoices_paid_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.import_id IS NULL THEN
    UPDATE invoices_paid_by_month SET amount = amount - OLD.paid_amount WHERE month = substr(OLD.issued_on, 1, 7);
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION invoices_paid_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoices_paid_by_month AS c (month, amount)
    SELECT substr(issued_on, 1, 7), sum(paid_amount) FROM inserted WHERE import_id IS NULL
      GROUP BY substr(issued_on, 1, 7)
    ON CONFLICT (month) DO UPDATE SET amount = c.amount + excluded.amount;
  RETURN NULL;
END $$;
CREATE OR REPLACE FUNCTION credit_notes_paid_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoices_paid_by_month AS c (month, amount)
    SELECT substr(n.issued_on, 1, 7), -sum(n.amount) FROM inserted n
      JOIN invoices i ON i.id = n.invoice_id WHERE i.import_id IS NULL
      GROUP BY substr(n.issued_on, 1, 7)
    ON CONFLICT (month) DO UPDATE SET amount = c.amount + excluded.amount;
  RETURN NULL;
END $$;
