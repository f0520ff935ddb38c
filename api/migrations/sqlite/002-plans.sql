CREATE TABLE plans (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  duration_days INTEGER NOT NULL CHECK (duration_days BETWEEN 1 AND 3650),
  price INTEGER CHECK (price IS NULL OR price >= 0),
  description TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- Plan names are unique whatever their case; lower() indexes work the same on PostgreSQL.
CREATE UNIQUE INDEX plans_name_unique ON plans (lower(name));
