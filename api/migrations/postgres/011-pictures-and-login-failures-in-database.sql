-- Nothing per instance: pictures and the login limit's counts live in the database, so any
-- number of API instances share them.

-- A trainer's or staff member's picture, written in the same transaction as its row and gone with
-- it, so no instance misses one and none is orphaned. `version` is the random token the picture's
-- URL carries (a new picture, a new token), and its ETag. The bytes are stored out of line
-- (TOAST) past a couple of kilobytes, so reading a version never reads the picture.
CREATE TABLE staff_pictures (
  staff_id INTEGER PRIMARY KEY REFERENCES trainers_staff (id) ON DELETE CASCADE,
  version TEXT COLLATE "C" NOT NULL,
  content_type TEXT COLLATE "C" NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif')),
  bytes BYTEA NOT NULL
);
-- trainers_staff.picture_file is no longer written (as on SQLite, where it names a file from
-- before this migration still to import); here it is always NULL.

-- Failed logins (and wrong current passwords) per window. `key` is a SHA-256 of what is counted
-- (the scope, the client address and, per account, the username), so neither addresses nor typed
-- usernames are stored. A window ends at `ends_at` (an ISO-8601 instant); ended ones are deleted.
CREATE TABLE login_failures (
  key TEXT COLLATE "C" PRIMARY KEY,
  failures INTEGER NOT NULL CHECK (failures > 0),
  ends_at TEXT COLLATE "C" NOT NULL
);
CREATE INDEX login_failures_ends_at ON login_failures (ends_at);
