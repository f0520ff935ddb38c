CREATE TABLE members (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  age INTEGER CHECK (age IS NULL OR age BETWEEN 0 AND 120),
  weight REAL CHECK (weight IS NULL OR weight BETWEEN 0 AND 500),
  blood_group TEXT CHECK (blood_group IS NULL OR blood_group IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
  location TEXT,
  profession TEXT,
  status TEXT NOT NULL DEFAULT 'Active' CHECK (status IN ('Active', 'Inactive')),
  joining_date TEXT NOT NULL,
  plan_id INTEGER NOT NULL REFERENCES plans (id),
  total_fee INTEGER NOT NULL CHECK (total_fee >= 0),
  paid_amount INTEGER NOT NULL CHECK (paid_amount >= 0),
  leave_date TEXT,
  rejoin_date TEXT,
  expire_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
-- Serves "may this plan be deleted?" and the search's plan branch without a scan.
CREATE INDEX members_plan_id ON members (plan_id);
CREATE INDEX members_status ON members (status);

-- Substring search on names: a trigram index answers '%q%' (q of 3+ characters) without reading
-- every member. External content: the names are stored once, in members.
CREATE VIRTUAL TABLE members_search USING fts5 (name, content = 'members', content_rowid = 'id', tokenize = 'trigram');
CREATE TRIGGER members_search_insert AFTER INSERT ON members BEGIN
  INSERT INTO members_search (rowid, name) VALUES (NEW.id, NEW.name);
END;
CREATE TRIGGER members_search_delete AFTER DELETE ON members BEGIN
  INSERT INTO members_search (members_search, rowid, name) VALUES ('delete', OLD.id, OLD.name);
END;
CREATE TRIGGER members_search_update AFTER UPDATE OF name ON members BEGIN
  INSERT INTO members_search (members_search, rowid, name) VALUES ('delete', OLD.id, OLD.name);
  INSERT INTO members_search (rowid, name) VALUES (NEW.id, NEW.name);
END;

-- Members per (plan, status), kept by triggers: a page's total is then a sum over a handful of
-- rows instead of a COUNT(*) over every member.
CREATE TABLE member_counts (
  plan_id INTEGER NOT NULL,
  status TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (plan_id, status)
) WITHOUT ROWID;
CREATE TRIGGER member_counts_insert AFTER INSERT ON members BEGIN
  INSERT INTO member_counts (plan_id, status, n) VALUES (NEW.plan_id, NEW.status, 1)
    ON CONFLICT (plan_id, status) DO UPDATE SET n = n + 1;
END;
CREATE TRIGGER member_counts_delete AFTER DELETE ON members BEGIN
  UPDATE member_counts SET n = n - 1 WHERE plan_id = OLD.plan_id AND status = OLD.status;
END;
CREATE TRIGGER member_counts_update AFTER UPDATE OF plan_id, status ON members BEGIN
  UPDATE member_counts SET n = n - 1 WHERE plan_id = OLD.plan_id AND status = OLD.status;
  INSERT INTO member_counts (plan_id, status, n) VALUES (NEW.plan_id, NEW.status, 1)
    ON CONFLICT (plan_id, status) DO UPDATE SET n = n + 1;
END;

-- An invoice is a copy of what was billed: member, plan and amounts as they were when issued.
CREATE TABLE invoices (
  id INTEGER PRIMARY KEY,
  invoice_number TEXT NOT NULL UNIQUE,
  member_id INTEGER REFERENCES members (id) ON DELETE SET NULL,
  member_name TEXT NOT NULL,
  member_phone TEXT NOT NULL,
  plan_name TEXT NOT NULL,
  plan_duration_days INTEGER NOT NULL,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  total_amount INTEGER NOT NULL CHECK (total_amount >= 0),
  paid_amount INTEGER NOT NULL CHECK (paid_amount >= 0),
  due_amount INTEGER NOT NULL CHECK (due_amount >= 0),
  payment_method TEXT NOT NULL DEFAULT 'cash' CHECK (payment_method = 'cash'),
  kind TEXT NOT NULL CHECK (kind IN ('joining', 'payment', 'renewal')),
  issued_on TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX invoices_member_id ON invoices (member_id);

-- Issued invoices are immutable; the only change allowed is the member link being cleared when
-- the member is deleted (ON DELETE SET NULL).
CREATE TRIGGER invoices_never_edited BEFORE UPDATE OF
  id, invoice_number, member_name, member_phone, plan_name, plan_duration_days, period_start, period_end,
  total_amount, paid_amount, due_amount, payment_method, kind, issued_on, created_at ON invoices
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;
CREATE TRIGGER invoices_member_only_cleared BEFORE UPDATE OF member_id ON invoices
WHEN NEW.member_id IS NOT NULL
BEGIN
  SELECT RAISE (ABORT, 'an issued invoice cannot be changed');
END;
