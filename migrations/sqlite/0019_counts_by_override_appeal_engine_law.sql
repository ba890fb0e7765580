-- The kept counts (migration 0009) are also kept by whether a director
-- overruled the engine and where the incident's appeals stand, and count
-- the laws of the engine's last ruling beside the current ruling's, as on
-- PostgreSQL (its migration 0019 says why; `laws_of` is 'ruling' or
-- 'engine' there too). Here an incident is overruled when a director's
-- ruling is among its events (SQLite keeps no table of them: its migration
-- 0018), and the state of its appeals is read from its events as the
-- search reads it (crates/store/src/lib.rs, `appeal_state`). Every trigger
-- that counts an incident says both as they stand at that moment; an
-- incident's first director's ruling moves its counts from 0 to 1, and an
-- appeal lodged or decided moves them from the state before it to the
-- state after. The migration runs in one transaction, and SQLite has one
-- writer: nothing is written in between.

-- SQLite has no SQL functions of its own: two views say the override and
-- the appeals' state once, for the triggers below to read.

-- Where an incident's appeals stand after each of its events (`seq`): the
-- search's `appeal_state`, read from its events up to that one.
CREATE VIEW incident_appeal_states AS
SELECT e.incident_id, e.seq,
       (CASE WHEN NOT EXISTS (SELECT 1 FROM incident_events AS a
                         WHERE a.incident_id = e.incident_id AND a.kind = 'appeal_lodged' AND a.seq <= e.seq) THEN 'none'
            WHEN (SELECT COUNT(*) FROM incident_events AS a
                  WHERE a.incident_id = e.incident_id AND a.kind = 'appeal_lodged' AND a.seq <= e.seq)
               > (SELECT COUNT(*) FROM incident_events AS a
                  WHERE a.incident_id = e.incident_id AND a.kind = 'appeal_decided' AND a.seq <= e.seq) THEN 'pending'
            ELSE COALESCE((SELECT json_extract(a.payload, '$.outcome') FROM incident_events AS a
                           WHERE a.incident_id = e.incident_id AND a.kind = 'appeal_decided' AND a.seq <= e.seq
                           ORDER BY a.seq DESC LIMIT 1), '') END) AS appeal
FROM incident_events AS e;

-- Whether a director overruled the engine on each incident (a director's
-- ruling among its events), and where its appeals stand now (after its
-- latest event; 'none' before its first).
CREATE VIEW incident_count_states AS
SELECT i.id AS incident_id,
       EXISTS (SELECT 1 FROM incident_events AS d WHERE d.kind = 'director_ruling' AND d.incident_id = i.id)
           AS overridden,
       COALESCE((SELECT s.appeal FROM incident_appeal_states AS s WHERE s.incident_id = i.id
                 ORDER BY s.seq DESC LIMIT 1), 'none') AS appeal
FROM incidents AS i;

ALTER TABLE incident_count_changes ADD COLUMN overridden INTEGER NOT NULL DEFAULT 0;
ALTER TABLE incident_count_changes ADD COLUMN appeal TEXT NOT NULL DEFAULT 'none';
ALTER TABLE incident_count_changes ADD COLUMN laws_of TEXT NOT NULL DEFAULT 'ruling';

-- SQLite cannot change a primary key in place: the totals are copied.
CREATE TABLE incident_count_totals_by_override (
    law        TEXT NOT NULL,
    month      TEXT NOT NULL,
    club_id    TEXT NOT NULL,
    game       TEXT NOT NULL,
    kind       TEXT NOT NULL,
    status     TEXT NOT NULL,
    ruleset    TEXT NOT NULL,
    overridden INTEGER NOT NULL DEFAULT 0,
    appeal     TEXT NOT NULL DEFAULT 'none',
    laws_of    TEXT NOT NULL DEFAULT 'ruling',
    n          INTEGER NOT NULL,
    PRIMARY KEY (club_id, month, law, game, kind, status, ruleset, overridden, appeal, laws_of)
) STRICT;

INSERT INTO incident_count_totals_by_override (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
SELECT law, month, club_id, game, kind, status, ruleset, 0, 'none', 'ruling', n FROM incident_count_totals;

DROP TABLE incident_count_totals;
ALTER TABLE incident_count_totals_by_override RENAME TO incident_count_totals;

-- Migration 0009's trigger, its counts kept under the override and the
-- appeal, and the engine's laws counted beside the ruling's.
DROP TRIGGER incidents_count_changed;

CREATE TRIGGER incidents_count_changed AFTER UPDATE ON incidents
WHEN OLD.status IS NOT NEW.status OR OLD.ruleset IS NOT NEW.ruleset OR OLD.kind IS NOT NEW.kind
     OR OLD.game IS NOT NEW.game OR OLD.club_id IS NOT NEW.club_id OR OLD.created_at IS NOT NEW.created_at
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT laws.law, substr(OLD.created_at, 1, 7), clubs.club_id, OLD.game, OLD.kind, OLD.status, OLD.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = OLD.id),
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = OLD.id),
           laws.laws_of, -1
    FROM (SELECT '' AS law, 'ruling' AS laws_of
          UNION
          SELECT c.law, 'ruling' FROM incident_citations AS c WHERE c.incident_id = OLD.id
          UNION
          SELECT e.law, 'engine' FROM incident_engine_citations AS e WHERE e.incident_id = OLD.id) AS laws,
         (SELECT OLD.club_id AS club_id UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs;
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT laws.law, substr(NEW.created_at, 1, 7), clubs.club_id, NEW.game, NEW.kind, NEW.status, NEW.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = NEW.id),
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = NEW.id),
           laws.laws_of, 1
    FROM (SELECT '' AS law, 'ruling' AS laws_of
          UNION
          SELECT c.law, 'ruling' FROM incident_citations AS c WHERE c.incident_id = NEW.id
          UNION
          SELECT e.law, 'engine' FROM incident_engine_citations AS e WHERE e.incident_id = NEW.id) AS laws,
         (SELECT NEW.club_id AS club_id UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs;
END;

-- Migration 0009's trigger (0003's, which replaces an incident's citations
-- with its new ruling's), its laws' counts kept under the override and
-- the appeal.
DROP TRIGGER rulings_fill_citations;

CREATE TRIGGER rulings_fill_citations AFTER INSERT ON rulings
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT gone.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = i.id),
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = i.id),
           'ruling', -1
    FROM incidents AS i,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT DISTINCT c.law FROM incident_citations AS c WHERE c.incident_id = NEW.incident_id
          EXCEPT
          SELECT json_extract(n.value, '$.law') FROM json_each(NEW.decision, '$.citations') AS n
          WHERE json_extract(n.value, '$.law') IS NOT NULL) AS gone
    WHERE i.id = NEW.incident_id;
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT added.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = i.id),
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = i.id),
           'ruling', 1
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

-- Migration 0014's trigger, which replaces an incident's engine citations
-- with those of an engine ruling, now also moves the counters of the
-- engine's laws: -1 for a law it no longer cites, +1 for one it cites anew.
DROP TRIGGER rulings_fill_engine_citations;

CREATE TRIGGER rulings_fill_engine_citations AFTER INSERT ON rulings
WHEN (SELECT e.kind FROM incident_events AS e WHERE e.id = NEW.event_id)
     NOT IN ('director_ruling', 'appeal_decided', 'appeal_lodged')
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT gone.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = i.id),
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = i.id),
           'engine', -1
    FROM incidents AS i,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT DISTINCT e.law FROM incident_engine_citations AS e WHERE e.incident_id = NEW.incident_id
          EXCEPT
          SELECT json_extract(n.value, '$.law') FROM json_each(NEW.decision, '$.citations') AS n
          WHERE json_extract(n.value, '$.law') IS NOT NULL) AS gone
    WHERE i.id = NEW.incident_id;
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT added.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = i.id),
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = i.id),
           'engine', 1
    FROM incidents AS i,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT json_extract(n.value, '$.law') AS law FROM json_each(NEW.decision, '$.citations') AS n
          WHERE json_extract(n.value, '$.law') IS NOT NULL
          EXCEPT
          SELECT e.law FROM incident_engine_citations AS e WHERE e.incident_id = NEW.incident_id) AS added
    WHERE i.id = NEW.incident_id;
    DELETE FROM incident_engine_citations WHERE incident_id = NEW.incident_id;
    INSERT OR IGNORE INTO incident_engine_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(json_extract(c.value, '$.code'), ''), json_extract(c.value, '$.law'),
           COALESCE(json_extract(c.value, '$.paragraph'), '')
    FROM json_each(NEW.decision, '$.citations') AS c
    WHERE json_extract(c.value, '$.law') IS NOT NULL;
END;

-- An incident's first director's ruling moves its counts, as it stands at
-- that moment (itself, its current laws and the engine's, for its club and
-- for all), from 0 to 1.
CREATE TRIGGER incident_events_count_override AFTER INSERT ON incident_events
WHEN NEW.kind = 'director_ruling'
     AND NOT EXISTS (SELECT 1 FROM incident_events AS d
                     WHERE d.kind = 'director_ruling' AND d.incident_id = NEW.incident_id AND d.id <> NEW.id)
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT laws.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset,
           moved.overridden,
           (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = i.id),
           laws.laws_of, moved.n
    FROM incidents AS i,
         (SELECT '' AS law, 'ruling' AS laws_of
          UNION
          SELECT c.law, 'ruling' FROM incident_citations AS c WHERE c.incident_id = NEW.incident_id
          UNION
          SELECT e.law, 'engine' FROM incident_engine_citations AS e WHERE e.incident_id = NEW.incident_id) AS laws,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT 0 AS overridden, -1 AS n UNION ALL SELECT 1, 1) AS moved
    WHERE i.id = NEW.incident_id;
END;

-- An appeal lodged or decided moves the incident's counts, as it stands at
-- that moment, from the state of its appeals before this event to the
-- state after it; nothing moves when the two are the same (a second appeal
-- lodged while one is pending, a decision repeating the last outcome).
CREATE TRIGGER incident_events_count_appeal AFTER INSERT ON incident_events
WHEN NEW.kind IN ('appeal_lodged', 'appeal_decided')
     AND (SELECT s.appeal FROM incident_appeal_states AS s WHERE s.incident_id = NEW.incident_id AND s.seq = NEW.seq - 1)
         IS NOT (SELECT s.appeal FROM incident_appeal_states AS s WHERE s.incident_id = NEW.incident_id AND s.seq = NEW.seq)
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT laws.law, substr(i.created_at, 1, 7), clubs.club_id, i.game, i.kind, i.status, i.ruleset,
           (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = i.id),
           CASE moved.n WHEN -1 THEN (SELECT s.appeal FROM incident_appeal_states AS s WHERE s.incident_id = i.id AND s.seq = NEW.seq - 1)
                        ELSE (SELECT s.appeal FROM incident_appeal_states AS s WHERE s.incident_id = i.id AND s.seq = NEW.seq) END,
           laws.laws_of, moved.n
    FROM incidents AS i,
         (SELECT '' AS law, 'ruling' AS laws_of
          UNION
          SELECT c.law, 'ruling' FROM incident_citations AS c WHERE c.incident_id = NEW.incident_id
          UNION
          SELECT e.law, 'engine' FROM incident_engine_citations AS e WHERE e.incident_id = NEW.incident_id) AS laws,
         (SELECT i2.club_id AS club_id FROM incidents AS i2 WHERE i2.id = NEW.incident_id
          UNION ALL SELECT '00000000-0000-0000-0000-000000000000') AS clubs,
         (SELECT -1 AS n UNION ALL SELECT 1) AS moved
    WHERE i.id = NEW.incident_id;
END;

-- The engine's laws of the incidents stored before this migration, as if
-- none were overruled or appealed (the incidents' own counters are so
-- far)...
INSERT INTO incident_count_totals (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
SELECT laws.law, substr(i.created_at, 1, 7),
       CASE scope.together WHEN 1 THEN '00000000-0000-0000-0000-000000000000' ELSE i.club_id END,
       i.game, i.kind, i.status, i.ruleset, 0, 'none', 'engine', COUNT(*)
FROM incidents AS i
     JOIN (SELECT DISTINCT incident_id, law FROM incident_engine_citations) AS laws ON laws.incident_id = i.id,
     (SELECT 0 AS together UNION ALL SELECT 1) AS scope
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- ... then the incidents overruled or appealed before this migration, all
-- counted so far as neither: their counters (themselves, the ruling's laws
-- and the engine's) move, in one step, to what they are.
INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
SELECT laws.law, substr(i.created_at, 1, 7),
       CASE scope.together WHEN 1 THEN '00000000-0000-0000-0000-000000000000' ELSE i.club_id END,
       i.game, i.kind, i.status, i.ruleset,
       CASE moved.n WHEN -1 THEN 0 ELSE (SELECT st.overridden FROM incident_count_states AS st WHERE st.incident_id = i.id) END,
       CASE moved.n WHEN -1 THEN 'none' ELSE (SELECT st.appeal FROM incident_count_states AS st WHERE st.incident_id = i.id) END,
       laws.laws_of, moved.n
FROM (SELECT t.incident_id, '' AS law, 'ruling' AS laws_of
      FROM (SELECT DISTINCT d.incident_id FROM incident_events AS d
            WHERE d.kind IN ('director_ruling', 'appeal_lodged')) AS t
      UNION
      SELECT c.incident_id, c.law, 'ruling'
      FROM incident_citations AS c
      WHERE c.incident_id IN (SELECT d.incident_id FROM incident_events AS d
                              WHERE d.kind IN ('director_ruling', 'appeal_lodged'))
      UNION
      SELECT e.incident_id, e.law, 'engine'
      FROM incident_engine_citations AS e
      WHERE e.incident_id IN (SELECT d.incident_id FROM incident_events AS d
                              WHERE d.kind IN ('director_ruling', 'appeal_lodged'))) AS laws
     JOIN incidents AS i ON i.id = laws.incident_id,
     (SELECT 0 AS together UNION ALL SELECT 1) AS scope,
     (SELECT -1 AS n UNION ALL SELECT 1) AS moved;
