-- Role names are unique whatever their case in every script, as plan names are since 021
-- (docs/product/api-input.md §21, docs/product/team-and-roles.md §22): one folded key per role, computed by nameKey
-- (api/src/domain/name-key.ts) and unique here, replaces the index on lower(name), which folded
-- ASCII only. SQL cannot compute the key, so db/migration-steps.ts fills it for the roles already
-- here (the five built-in ones among them) right after this file, in the same transaction, and
-- stores their names composed (NFC).
ALTER TABLE roles ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX roles_name_key ON roles (name_key);
DROP INDEX roles_name_unique;
-- Every role written from now on comes with its key (SQLite cannot add NOT NULL to a column).
CREATE TRIGGER roles_name_key_insert BEFORE INSERT ON roles WHEN NEW.name_key IS NULL
BEGIN
  SELECT RAISE (ABORT, 'a role needs its name_key');
END;
CREATE TRIGGER roles_name_key_update BEFORE UPDATE OF name_key ON roles WHEN NEW.name_key IS NULL
BEGIN
  SELECT RAISE (ABORT, 'a role needs its name_key');
END;
