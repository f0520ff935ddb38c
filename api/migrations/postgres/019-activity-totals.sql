-- The Activity screen (docs/product/activity.md §23) answers a page and its total in the same time with a
-- year of records as with a hundred: each filter walks an index newest first, and totals are sums
-- of per-day counts kept by a trigger instead of a COUNT(*) over the trail.

-- Newest first for one kind, one account, or both.
CREATE INDEX activity_kind ON activity (kind, at, id);
CREATE INDEX activity_admin ON activity (admin_id, at, id) WHERE admin_id IS NOT NULL;
CREATE INDEX activity_admin_kind ON activity (admin_id, kind, at, id) WHERE admin_id IS NOT NULL;

-- Records per (kind, account, UTC day of `at`), with '' for "every kind" and 0 for "every account"
-- (a refused sign-in by an unknown username counts under 0 only): any combination of the screen's
-- person and kind filters is a sum over one row a day. Records are never changed or deleted, so
-- inserts are all there is to follow. The gym's days need not start at UTC midnight: a date range
-- adds the records of the UTC days it covers only in part, counted through the indexes above.
CREATE TABLE activity_counts (
  kind TEXT COLLATE "C" NOT NULL,
  admin_id INTEGER NOT NULL,
  day TEXT COLLATE "C" NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (kind, admin_id, day)
);
-- Each record under its kind and '', its account and 0 (no account: 0 only).
CREATE FUNCTION activity_count_keys(record_kind TEXT, record_admin INTEGER)
  RETURNS TABLE (kind TEXT, admin_id INTEGER) LANGUAGE sql IMMUTABLE AS $$
  SELECT k, a FROM unnest(ARRAY[$1, '']) k CROSS JOIN unnest(ARRAY[$2, 0]) a WHERE a IS NOT NULL
$$;
INSERT INTO activity_counts (kind, admin_id, day, n)
  SELECT keys.kind, keys.admin_id, substr(r.at, 1, 10), count(*)
  FROM activity r CROSS JOIN LATERAL activity_count_keys(r.kind, r.admin_id) keys
  GROUP BY 1, 2, 3;
-- Counted once per statement from its inserted rows. The rows are locked in key order, every kind
-- and account first: two transactions recording at once queue on the same row instead of each
-- holding one the other needs.
CREATE FUNCTION activity_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO activity_counts AS c (kind, admin_id, day, n)
    SELECT keys.kind, keys.admin_id, substr(r.at, 1, 10), count(*)
    FROM inserted r CROSS JOIN LATERAL activity_count_keys(r.kind, r.admin_id) keys
    GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (kind, admin_id, day) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
CREATE TRIGGER activity_counts_add AFTER INSERT ON activity REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION activity_counts_add();
