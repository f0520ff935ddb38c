-- The activity trail (docs/product/activity.md §23): one row per write, inserted by the transaction that
-- made the write, never changed or removed (the triggers below refuse it), so it outlives what it
-- describes. No foreign keys for the same reason: a deleted member's records stay as they were.
CREATE TABLE activity (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  -- The account that acted; null only for a refused sign-in with an unknown username.
  admin_id INTEGER,
  -- The account's name as it was, or the username a refused sign-in tried.
  admin_name TEXT NOT NULL,
  action TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN (
    'members', 'plans', 'staff', 'enquiries', 'payments', 'attendance', 'team', 'sign-ins', 'settings'
  )),
  subject_id INTEGER,
  label TEXT NOT NULL,
  -- The member the record concerns (their history), whatever its kind.
  member_id INTEGER,
  -- JSON: { "changes": { field: [old, new] }, and facts such as "invoice" or "amount" }.
  data TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(data)),
  reason TEXT
);
CREATE INDEX activity_at ON activity (at, id);
CREATE INDEX activity_member ON activity (member_id, at, id) WHERE member_id IS NOT NULL;

CREATE TRIGGER activity_never_edited BEFORE UPDATE ON activity
BEGIN
  SELECT RAISE (ABORT, 'an activity record cannot be changed');
END;
CREATE TRIGGER activity_never_deleted BEFORE DELETE ON activity
BEGIN
  SELECT RAISE (ABORT, 'an activity record cannot be deleted');
END;

-- Who took the money an invoice records: the account, and its name as it was. Null on invoices
-- issued before the trail.
ALTER TABLE invoices ADD COLUMN received_by_id INTEGER;
ALTER TABLE invoices ADD COLUMN received_by_name TEXT;
DROP TRIGGER invoices_never_edited;
CREATE TRIGGER invoices_never_edited BEFORE UPDATE OF
  id, invoice_number, member_name, member_phone, plan_name, plan_duration_days, period_start, period_end,
  total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at,
  received_by_id, received_by_name ON invoices
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;
