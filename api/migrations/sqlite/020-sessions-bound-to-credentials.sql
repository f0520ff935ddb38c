-- A session is bound to the credentials its login checked (docs/security.md). A password change,
-- a reset and disabling an account add one to the account's `credentials_version`; a session is
-- valid only while its own `credentials_version` (the one its login read with the password hash,
-- before checking it) is still the account's. So a login that checked the old password ends up
-- with a dead session even when it writes that session after the change has committed. Sessions
-- from before this migration were made with version 0, the accounts' version now: they go on.
ALTER TABLE admins ADD COLUMN credentials_version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN credentials_version INTEGER NOT NULL DEFAULT 0;
