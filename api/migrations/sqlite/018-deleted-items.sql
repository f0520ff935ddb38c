-- Deleted items (docs/product/activity.md §23). A delete moves the row, and what hangs on it, out of its
-- table into this one as JSON, in the same transaction: every list, search, count and trigger-kept
-- figure then follows by the deletes it already follows. Restoring puts the rows back with the
-- same ids. After 30 days the API removes an item for good.
-- AUTOINCREMENT: a deleted item's id is never given again, so a screen's Restore of an item that
-- has gone since cannot bring back another.
CREATE TABLE deleted_items (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL CHECK (kind IN ('members', 'plans', 'staff', 'enquiries')),
  -- The id the member, plan, trainer or enquiry had, and has again when restored.
  item_id INTEGER NOT NULL,
  label TEXT NOT NULL,
  -- A member's phone: taken while the member can be restored (adding one with it is refused).
  phone TEXT,
  deleted_at TEXT NOT NULL,
  deleted_by_id INTEGER,
  deleted_by_name TEXT NOT NULL,
  -- Last, so listing never reads it: JSON of the row and what hung on it (a member's attendance,
  -- the ids of its invoices and enquiries; a trainer's picture).
  payload TEXT NOT NULL CHECK (json_valid(payload))
);
CREATE UNIQUE INDEX deleted_items_item ON deleted_items (kind, item_id);
CREATE INDEX deleted_items_deleted_at ON deleted_items (deleted_at, id);
CREATE INDEX deleted_items_kind ON deleted_items (kind, deleted_at, id);
CREATE INDEX deleted_items_phone ON deleted_items (phone) WHERE phone IS NOT NULL;

-- Who else had a deleted member's phone, read when it is deleted and when it is restored.
CREATE INDEX members_phone ON members (phone);

-- An invoice's member link may still only be cleared, or, while the member is being restored,
-- set back to that member on the invoices its deleted item names (the member's row is back by
-- then: the foreign key holds the rest).
DROP TRIGGER invoices_member_only_cleared;
CREATE TRIGGER invoices_member_only_cleared BEFORE UPDATE OF member_id ON invoices
WHEN NEW.member_id IS NOT NULL AND NOT (
  OLD.member_id IS NULL AND EXISTS (
    SELECT 1 FROM deleted_items d, json_each(d.payload, '$.invoices') i
    WHERE d.kind = 'members' AND d.item_id = NEW.member_id AND i.value = NEW.id
  )
)
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;
