-- Prospects who asked about joining. The plan they asked about is optional and forgotten when
-- the plan is deleted; member_id links the member an enquiry was converted into.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  plan_id INTEGER REFERENCES plans (id) ON DELETE SET NULL,
  note TEXT NOT NULL DEFAULT '',
  enquiry_date TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'New' CHECK (status IN ('New', 'Contacted', 'Joined', 'Lost')),
  member_id INTEGER REFERENCES members (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- The dashboard counts this month's enquiries by a range on the date.
CREATE INDEX enquiries_enquiry_date ON enquiries (enquiry_date);
CREATE INDEX enquiries_plan_id ON enquiries (plan_id);
CREATE INDEX enquiries_member_id ON enquiries (member_id);
