-- Front-desk check-ins (docs/product/attendance.md §16). `day` is the gym's calendar day of the check-in (the
-- server's local date); check_in and check_out are instants (ISO-8601, UTC). A member's deletion
-- takes their attendance with it.
CREATE TABLE attendance (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  check_in TEXT NOT NULL,
  check_out TEXT CHECK (check_out IS NULL OR check_out >= check_in),
  created_at TEXT NOT NULL
);
-- A day's page (newest first) and its counts read only that day's rows.
CREATE INDEX attendance_day ON attendance (day, id);
-- The cascade from members, and a member's history.
CREATE INDEX attendance_member_id ON attendance (member_id);
-- At most one open check-in per member: two desks checking the same member in at once cannot both
-- succeed, whatever the API checked before writing.
CREATE UNIQUE INDEX attendance_one_open ON attendance (member_id) WHERE check_out IS NULL;

-- Phones searched by any part of their digits through a trigram index, as names are through
-- members_search (003), instead of a LIKE scan of every member.
CREATE VIRTUAL TABLE members_phone_search USING fts5 (phone, content = 'members', content_rowid = 'id', tokenize = 'trigram');
INSERT INTO members_phone_search (members_phone_search) VALUES ('rebuild');
CREATE TRIGGER members_phone_search_insert AFTER INSERT ON members BEGIN
  INSERT INTO members_phone_search (rowid, phone) VALUES (NEW.id, NEW.phone);
END;
CREATE TRIGGER members_phone_search_delete AFTER DELETE ON members BEGIN
  INSERT INTO members_phone_search (members_phone_search, rowid, phone) VALUES ('delete', OLD.id, OLD.phone);
END;
CREATE TRIGGER members_phone_search_update AFTER UPDATE OF phone ON members BEGIN
  INSERT INTO members_phone_search (members_phone_search, rowid, phone) VALUES ('delete', OLD.id, OLD.phone);
  INSERT INTO members_phone_search (rowid, phone) VALUES (NEW.id, NEW.phone);
END;

-- Check-ins per day and how many of them are still open, kept by triggers: a day's total and
-- the checked-in-now count are then one row each, however busy the day (as member_counts, 003).
CREATE TABLE attendance_day_counts (
  day TEXT PRIMARY KEY,
  total INTEGER NOT NULL,
  open INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TRIGGER attendance_day_counts_insert AFTER INSERT ON attendance BEGIN
  INSERT INTO attendance_day_counts (day, total, open) VALUES (NEW.day, 1, NEW.check_out IS NULL)
    ON CONFLICT (day) DO UPDATE SET total = total + 1, open = open + (NEW.check_out IS NULL);
END;
CREATE TRIGGER attendance_day_counts_delete AFTER DELETE ON attendance BEGIN
  UPDATE attendance_day_counts SET total = total - 1, open = open - (OLD.check_out IS NULL) WHERE day = OLD.day;
END;
CREATE TRIGGER attendance_day_counts_update AFTER UPDATE OF day, check_out ON attendance BEGIN
  UPDATE attendance_day_counts SET total = total - 1, open = open - (OLD.check_out IS NULL) WHERE day = OLD.day;
  INSERT INTO attendance_day_counts (day, total, open) VALUES (NEW.day, 1, NEW.check_out IS NULL)
    ON CONFLICT (day) DO UPDATE SET total = total + 1, open = open + (NEW.check_out IS NULL);
END;
