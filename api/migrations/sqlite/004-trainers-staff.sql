CREATE TABLE trainers_staff (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL DEFAULT '',
  location TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'Trainer' CHECK (role IN ('Trainer', 'Staff')),
  age INTEGER CHECK (age IS NULL OR age BETWEEN 14 AND 100),
  weight REAL CHECK (weight IS NULL OR weight BETWEEN 20 AND 300),
  blood_group TEXT NOT NULL DEFAULT 'A+' CHECK (blood_group IN ('A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-')),
  -- A generated name under DATA_DIR/pictures; the file's type is its extension.
  picture_file TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
