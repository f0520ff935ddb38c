-- Branches, part 2 (docs/product/branches.md §26): an invoice belongs to the branch that issued it, its
-- member's home branch when it was issued. Every invoice from before is branch 1's, the gym as it
-- was (025). A credit note is its invoice's branch: it has no column of its own.
--
-- A column added with a constant default is written into no row; the foreign key checks the
-- invoices once. invoices_never_edited (016, 018) compares whole rows, so the branch of an issued
-- invoice cannot change either.
ALTER TABLE invoices ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1 REFERENCES branches (id);
