-- Team: every account has a role; a role is a set of permissions (docs/product/team-and-roles.md §22).
-- The five built-in roles are rows 1–5, their permissions defined by the API's code (they cannot
-- change); `permissions` holds a custom role's, as a JSON array of permission names.
CREATE TABLE roles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  built_in INTEGER NOT NULL DEFAULT 0 CHECK (built_in IN (0, 1)),
  permissions TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE UNIQUE INDEX roles_name_unique ON roles (lower(name));
INSERT INTO roles (id, name, built_in, created_at) VALUES
  (1, 'Owner', 1, '2026-11-25T00:00:00.000Z'),
  (2, 'Manager', 1, '2026-11-25T00:00:00.000Z'),
  (3, 'Front desk', 1, '2026-11-25T00:00:00.000Z'),
  (4, 'Trainer', 1, '2026-11-25T00:00:00.000Z'),
  (5, 'Accountant', 1, '2026-11-25T00:00:00.000Z');

-- SQLite adds a column that references another table only with a NULL default, so "every account
-- has a role" is kept by the triggers below; the accounts from before become Owners.
ALTER TABLE admins ADD COLUMN role_id INTEGER REFERENCES roles (id);
UPDATE admins SET role_id = 1;
CREATE INDEX admins_role_id ON admins (role_id);
CREATE TRIGGER admins_role_required_insert BEFORE INSERT ON admins
  WHEN NEW.role_id IS NULL
  BEGIN SELECT RAISE(ABORT, 'NOT NULL constraint failed: admins.role_id'); END;
CREATE TRIGGER admins_role_required_update BEFORE UPDATE OF role_id ON admins
  WHEN NEW.role_id IS NULL
  BEGIN SELECT RAISE(ABORT, 'NOT NULL constraint failed: admins.role_id'); END;

-- A disabled account cannot sign in and has no sessions; NULL while active.
ALTER TABLE admins ADD COLUMN disabled_at TEXT;
-- Set by the Owner's "Add account" and "Reset password": the account must choose its own
-- password before anything else.
ALTER TABLE admins ADD COLUMN must_choose_password INTEGER NOT NULL DEFAULT 0
  CHECK (must_choose_password IN (0, 1));
ALTER TABLE admins ADD COLUMN last_sign_in_at TEXT;
