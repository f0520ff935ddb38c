-- The gym's own details (docs/product/settings-and-search.md §18): its name, address and phone, printed on invoices
-- and shown in the app. One row at most, written when they are first saved; until then the API
-- answers the name GYM_NAME gives and no address or phone.
CREATE TABLE gym_details (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  address TEXT NOT NULL DEFAULT '' CHECK (length(address) <= 300),
  phone TEXT NOT NULL DEFAULT '',
  updated_at TEXT NOT NULL
);
