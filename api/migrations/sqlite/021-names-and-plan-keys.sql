-- Plan names are unique whatever their case in every script (docs/product/api-input.md §21): one folded key
-- per plan, computed by nameKey (api/src/domain/name-key.ts) and unique here, replaces the index
-- on lower(name), which folded ASCII only. SQL cannot compute the key, so db/migration-steps.ts
-- fills it for the plans already here right after this file, in the same transaction, and stores
-- the names of plans, members, trainers and enquiries composed (NFC).
ALTER TABLE plans ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX plans_name_key ON plans (name_key);
DROP INDEX plans_name_unique;
-- Every plan written from now on comes with its key (SQLite cannot add NOT NULL to a column).
CREATE TRIGGER plans_name_key_insert BEFORE INSERT ON plans WHEN NEW.name_key IS NULL
BEGIN
  SELECT RAISE (ABORT, 'a plan needs its name_key');
END;
CREATE TRIGGER plans_name_key_update BEFORE UPDATE OF name_key ON plans WHEN NEW.name_key IS NULL
BEGIN
  SELECT RAISE (ABORT, 'a plan needs its name_key');
END;
