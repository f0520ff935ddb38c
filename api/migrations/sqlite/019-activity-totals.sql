-- The Activity screen (docs/product/activity.md §23) answers a page and its total in the same time with a
-- year of records as with a hundred: each filter walks an index newest first, and totals are sums
-- of per-day counts kept by a trigger instead of a COUNT(*) over the trail.

-- Newest first for one kind, one account, or both (their entries end with the rowid, the id).
CREATE INDEX activity_kind ON activity (kind, at);
CREATE INDEX activity_admin ON activity (admin_id, at) WHERE admin_id IS NOT NULL;
CREATE INDEX activity_admin_kind ON activity (admin_id, kind, at) WHERE admin_id IS NOT NULL;

-- Records per (kind, account, UTC day of `at`), with '' for "every kind" and 0 for "every account"
-- (a refused sign-in by an unknown username counts under 0 only): any combination of the screen's
-- person and kind filters is a sum over one row a day. Records are never changed or deleted, so
-- inserts are all there is to follow. The gym's days need not start at UTC midnight: a date range
-- adds the records of the UTC days it covers only in part, counted through the indexes above.
CREATE TABLE activity_counts (
  kind TEXT NOT NULL,
  admin_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (kind, admin_id, day)
) WITHOUT ROWID;
INSERT INTO activity_counts (kind, admin_id, day, n)
  SELECT kind, admin_id, day, count(*) FROM (
    SELECT kind, admin_id, substr(at, 1, 10) AS day FROM activity WHERE admin_id IS NOT NULL
    UNION ALL SELECT kind, 0, substr(at, 1, 10) FROM activity
    UNION ALL SELECT '', admin_id, substr(at, 1, 10) FROM activity WHERE admin_id IS NOT NULL
    UNION ALL SELECT '', 0, substr(at, 1, 10) FROM activity
  ) GROUP BY kind, admin_id, day;
CREATE TRIGGER activity_counts_insert AFTER INSERT ON activity BEGIN
  INSERT INTO activity_counts (kind, admin_id, day, n)
    SELECT kinds.kind, admins.admin_id, substr(NEW.at, 1, 10), 1
    FROM (SELECT NEW.kind AS kind UNION ALL SELECT '') kinds,
      (SELECT 0 AS admin_id UNION ALL SELECT NEW.admin_id) admins
    WHERE admins.admin_id IS NOT NULL
    ON CONFLICT (kind, admin_id, day) DO UPDATE SET n = n + 1;
END;
