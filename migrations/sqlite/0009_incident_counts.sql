-- Statistics at scale (issue 16): counts kept as incidents and rulings are
-- written. The same two tables as on PostgreSQL (its migration 0009 says
-- why two): changes appended by the triggers, totals folded in by the
-- server. SQLite has one writer at a time, so the split costs nothing here
-- and keeps one way of reading the counts for both backends.
--
-- law '': the incidents themselves; law '27': the incidents whose current
-- ruling cites Law 27, once each. month: YYYY-MM of created_at (UTC text).
-- Each count is kept for the incident's club and for every club together,
-- under the nil id 00000000-0000-0000-0000-000000000000 (as on PostgreSQL).

CREATE TABLE incident_count_totals (
    law      TEXT NOT NULL,
    month    TEXT NOT NULL,
    club_id  TEXT NOT NULL,
    game     TEXT NOT NULL,
    kind     TEXT NOT NULL,
    status   TEXT NOT NULL,
    ruleset  TEXT NOT NULL,
    n        INTEGER NOT NULL,
    PRIMARY KEY (club_id, month, law, game, kind, status, ruleset)
) STRICT;

CREATE TABLE incident_count_changes (
    law      TEXT NOT NULL,
    month    TEXT NOT NULL,
    club_id  TEXT NOT NULL,
    game     TEXT NOT NULL,
    kind     TEXT NOT NULL,
    status   TEXT NOT NULL,
    ruleset  TEXT NOT NULL,
    n        INTEGER NOT NULL
) STRICT;

CREATE TRIGGER incidents_count_new AFTER INSERT ON incidents
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    VALUES ('', substr(NEW.created_at, 1, 7), NEW.club_id, NEW.game, NEW.kind, NEW.status, NEW.ruleset, 1),
           ('', substr(NEW.created_at, 1, 7), '00000000-0000-0000-0000-000000000000', NEW.game, NEW.kind, NEW.status, NEW.ruleset, 1);
END;

-- Every append rewrites the incident's row; only a change of what is
-- counted by (in practice its status) moves it and its laws between counts.
CREATE TRIGGER incidents_count_changed AFTER UPDATE ON incidents
WHEN OLD.status IS NOT NEW.status OR OLD.ruleset IS NOT NEW.ruleset OR OLD.kind IS NOT NEW.kind
     OR OLD.game IS NOT NEW.game OR OLD.club_id IS NOT NEW.club_id OR OLD.created_at IS NOT NEW.created_at
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    SELECT laws.law, substr(OLD.created_at, 1, 7), clubs.club_id, OLD.game, OLD.kind, OLD.status, OLD.ruleset, -1
    FROM (SELECT '' AS law
          UNION
          SELECT c.law FROM incident_citations AS c WHERE c.incident_id = OLD.id) AS laws,
         (SELECT OLD.club_id AS club_id UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs;
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    SELECT laws.law, substr(NEW.created_at, 1, 7), clubs.club_id, NEW.game, NEW.kind, NEW.status, NEW.ruleset, 1
    FROM (SELECT '' AS law
          UNION
          SELECT c.law FROM incident_citations AS c WHERE c.incident_id = NEW.id) AS laws,
         (SELECT NEW.club_id AS club_id UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs;
END;

-- Migration 0003's trigger, which replaces an incident's citations with
-- those of its new ruling, now also moves the laws' counts: -1 for a law
-- the new ruling no longer cites, +1 for one it cites anew. One trigger, so
-- its statements run in this order.
DROP TRIGGER rulings_fill_citations;

CREATE TRIGGER rulings_fill_citations AFTER INSERT ON rulings
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    SELECT gone.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset, -1
    FROM incidents AS i,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT DISTINCT c.law FROM incident_citations AS c WHERE c.incident_id = NEW.incident_id
          EXCEPT
          SELECT json_extract(n.value, '$.law') FROM json_each(NEW.decision, '$.citations') AS n
          WHERE json_extract(n.value, '$.law') IS NOT NULL) AS gone
    WHERE i.id = NEW.incident_id;
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    SELECT added.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset, 1
    FROM incidents AS i,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT json_extract(n.value, '$.law') AS law FROM json_each(NEW.decision, '$.citations') AS n
          WHERE json_extract(n.value, '$.law') IS NOT NULL
          EXCEPT
          SELECT c.law FROM incident_citations AS c WHERE c.incident_id = NEW.incident_id) AS added
    WHERE i.id = NEW.incident_id;
    DELETE FROM incident_citations WHERE incident_id = NEW.incident_id;
    INSERT OR IGNORE INTO incident_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(json_extract(c.value, '$.code'), ''), json_extract(c.value, '$.law'),
           COALESCE(json_extract(c.value, '$.paragraph'), '')
    FROM json_each(NEW.decision, '$.citations') AS c
    WHERE json_extract(c.value, '$.law') IS NOT NULL;
END;

-- The incidents stored before this migration (it runs in one transaction,
-- and SQLite has one writer: nothing is written in between).
INSERT INTO incident_count_totals (law, month, club_id, game, kind, status, ruleset, n)
SELECT '', substr(i.created_at, 1, 7), CASE scope.together WHEN 1 THEN '00000000-0000-0000-0000-000000000000' ELSE i.club_id END,
       i.game, i.kind, i.status, i.ruleset, COUNT(*)
FROM incidents AS i, (SELECT 0 AS together UNION ALL SELECT 1) AS scope
GROUP BY 2, 3, 4, 5, 6, 7;

INSERT INTO incident_count_totals (law, month, club_id, game, kind, status, ruleset, n)
SELECT laws.law, substr(i.created_at, 1, 7), CASE scope.together WHEN 1 THEN '00000000-0000-0000-0000-000000000000' ELSE i.club_id END,
       i.game, i.kind, i.status, i.ruleset, COUNT(*)
FROM incidents AS i
     JOIN (SELECT DISTINCT incident_id, law FROM incident_citations) AS laws ON laws.incident_id = i.id,
     (SELECT 0 AS together UNION ALL SELECT 1) AS scope
GROUP BY 1, 2, 3, 4, 5, 6, 7;
