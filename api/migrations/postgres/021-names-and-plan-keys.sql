-- Plan names are unique whatever their case in every script (docs/product/api-input.md §21): one folded key
-- per plan, computed by nameKey (api/src/domain/name-key.ts) and unique here, replaces the index
-- on lower(name), whose folding follows the server's locale. SQL cannot compute the key, so
-- db/migration-steps.ts fills it for the plans already here right after this file, in the same
-- transaction, and stores the names of plans, members, trainers and enquiries composed (NFC).
ALTER TABLE plans ADD COLUMN name_key TEXT COLLATE "C";
CREATE UNIQUE INDEX plans_name_key ON plans (name_key);
DROP INDEX plans_name_unique;
-- Every plan written from now on comes with its key; the plans here get theirs just after.
ALTER TABLE plans ADD CONSTRAINT plans_name_key_given CHECK (name_key IS NOT NULL) NOT VALID;
