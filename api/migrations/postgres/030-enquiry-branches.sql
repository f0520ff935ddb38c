-- Branches, part 3 (docs/product/branches.md §26): an enquiry belongs to the branch where it was taken (an
-- enquiry added while one branch is chosen in the top bar; converting it gives the new member
-- that branch). Every enquiry from before is branch 1's, the gym as it was (025).
--
-- A column added with a constant default is written into no row; the foreign key checks the
-- enquiries once.
ALTER TABLE enquiries ADD COLUMN branch_id INTEGER NOT NULL DEFAULT 1 REFERENCES branches (id);
-- A branch's enquiries of a month (the dashboard's card) and its list.
CREATE INDEX enquiries_branch_id_enquiry_date ON enquiries (branch_id, enquiry_date);
