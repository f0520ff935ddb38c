-- Voiding a payment (docs/product/activity.md §23): the invoice stays as issued and a credit note for what
-- it received is issued beside it, numbered CN-00001… without gaps (numbered like invoices, under
-- a lock of its own: domain/voiding.ts). An invoice is voided at most once (invoice_id UNIQUE).
-- Credit notes are never changed or removed (the triggers below refuse it). member_id has no
-- foreign key for the same reason as the activity trail's: the note outlives its member.
CREATE TABLE credit_notes (
  id INTEGER PRIMARY KEY,
  credit_note_number TEXT NOT NULL UNIQUE,
  invoice_id INTEGER NOT NULL UNIQUE REFERENCES invoices (id),
  member_id INTEGER,
  -- What the invoice received, given back: whole rupees.
  amount INTEGER NOT NULL CHECK (typeof(amount) = 'integer' AND amount > 0),
  reason TEXT NOT NULL CHECK (trim(reason) <> ''),
  issued_on TEXT NOT NULL,
  created_at TEXT NOT NULL,
  -- The account that voided it, and its name as it was.
  issued_by_id INTEGER,
  issued_by_name TEXT NOT NULL
);
CREATE INDEX credit_notes_member_id ON credit_notes (member_id);

CREATE TRIGGER credit_notes_never_edited BEFORE UPDATE ON credit_notes
BEGIN
  SELECT RAISE (ABORT, 'a credit note cannot be changed');
END;
CREATE TRIGGER credit_notes_never_deleted BEFORE DELETE ON credit_notes
BEGIN
  SELECT RAISE (ABORT, 'a credit note cannot be deleted');
END;

-- Money received per month (009) is what the invoices received less what credit notes gave back,
-- each in the month it was issued: a void lowers the month it happens in, not the invoice's.
CREATE TRIGGER credit_notes_paid_insert AFTER INSERT ON credit_notes BEGIN
  INSERT INTO invoices_paid_by_month (month, amount) VALUES (substr(NEW.issued_on, 1, 7), -NEW.amount)
    ON CONFLICT (month) DO UPDATE SET amount = amount - NEW.amount;
END;
