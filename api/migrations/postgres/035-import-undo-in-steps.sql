-- Undoing an import works in steps of a few dozen rows, each its own short transaction, like the
-- import's run (docs/product/import.md §24): where it stands is kept here, so an undo stopped part-way
-- (a restart, a lost connection) goes on from there when Undo is asked again.
-- The first data row (from 0) the next step of the undo handles; null until Undo is asked.
ALTER TABLE imports ADD COLUMN undo_next_row INTEGER;
-- What the undo's steps so far took back.
ALTER TABLE imports ADD COLUMN removed INTEGER NOT NULL DEFAULT 0;
ALTER TABLE imports ADD COLUMN restored INTEGER NOT NULL DEFAULT 0;
-- Why the undo left this row's member as it is (changed since the import); null otherwise.
ALTER TABLE import_rows ADD COLUMN kept TEXT COLLATE "C";
