-- Voiding a payment (docs/product/activity.md §23): the invoice stays as issued and a credit note for what
-- it received is issued beside it, numbered CN-00001… without gaps (numbered like invoices, under
-- an advisory lock of its own: domain/voiding.ts). An invoice is voided at most once (invoice_id
-- UNIQUE). Credit notes are never changed or removed (the triggers below refuse it). member_id
-- has no foreign key for the same reason as the activity trail's: the note outlives its member.
CREATE TABLE credit_notes (
  id INTEGER PRIMARY KEY,
  credit_note_number TEXT COLLATE "C" NOT NULL UNIQUE,
  invoice_id INTEGER NOT NULL UNIQUE REFERENCES invoices (id),
  member_id INTEGER,
  -- What the invoice received, given back: whole rupees.
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT COLLATE "C" NOT NULL CHECK (trim(reason) <> ''),
  issued_on TEXT COLLATE "C" NOT NULL,
  created_at TEXT COLLATE "C" NOT NULL,
  -- The account that voided it, and its name as it was.
  issued_by_id INTEGER,
  issued_by_name TEXT COLLATE "C" NOT NULL
);
CREATE INDEX credit_notes_member_id ON credit_notes (member_id);

CREATE FUNCTION credit_notes_never_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a credit note cannot be %', CASE TG_OP WHEN 'DELETE' THEN 'deleted' ELSE 'changed' END;
END $$;
CREATE TRIGGER credit_notes_never_changed BEFORE UPDATE OR DELETE ON credit_notes
  FOR EACH ROW EXECUTE FUNCTION credit_notes_never_changed();
-- TRUNCATE skips row triggers: refused by a statement trigger of its own.
CREATE TRIGGER credit_notes_never_truncated BEFORE TRUNCATE ON credit_notes
  FOR EACH STATEMENT EXECUTE FUNCTION credit_notes_never_changed();

-- Money received per month (009) is what the invoices received less what credit notes gave back,
-- each in the month it was issued: a void lowers the month it happens in, not the invoice's.
CREATE FUNCTION credit_notes_paid_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invoices_paid_by_month AS c (month, amount)
    SELECT substr(issued_on, 1, 7), -sum(amount) FROM inserted GROUP BY substr(issued_on, 1, 7)
    ON CONFLICT (month) DO UPDATE SET amount = c.amount + excluded.amount;
  RETURN NULL;
END $$;
CREATE TRIGGER credit_notes_paid_add AFTER INSERT ON credit_notes REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION credit_notes_paid_add();
