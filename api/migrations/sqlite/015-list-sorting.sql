-- Sortable lists (docs/product/calls-and-messages.md §9): each `?sort=` key of a large list walks an index in its
-- order, forwards or backwards, so a page costs about the same at 100 rows as at 100,000. Names
-- sort without regard to case, as lower(…). Every index ends with the rowid, the id, which breaks
-- ties. Already there: members (expire_date, id), members_owing_by_due, invoices (issued_on) and
-- the unique invoice_number, enquiries (enquiry_date). Plans, staff and a day's check-ins are few
-- enough to sort as they are.

-- The members list.
CREATE INDEX members_name_order ON members (lower(name));
CREATE INDEX members_due_order ON members (total_fee - paid_amount);
CREATE INDEX members_leave_date ON members (leave_date);
CREATE INDEX members_rejoin_date ON members (rejoin_date);

-- Balance Pending: owing members only, as members_owing holds them.
CREATE INDEX members_owing_name ON members (lower(name)) WHERE total_fee > paid_amount;
CREATE INDEX members_owing_total_fee ON members (total_fee) WHERE total_fee > paid_amount;
CREATE INDEX members_owing_paid_amount ON members (paid_amount) WHERE total_fee > paid_amount;

-- Enquiries.
CREATE INDEX enquiries_name_order ON enquiries (lower(name));

-- The invoice history.
CREATE INDEX invoices_member_name_order ON invoices (lower(member_name));
CREATE INDEX invoices_total_amount ON invoices (total_amount);
CREATE INDEX invoices_paid_amount ON invoices (paid_amount);
CREATE INDEX invoices_due_amount ON invoices (due_amount);
