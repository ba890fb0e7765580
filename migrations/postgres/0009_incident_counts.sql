-- Statistics at scale (issue 16): counts kept as incidents and rulings are
-- written, so that `GET /v1/stats/incidents` reads a few thousand counters
-- instead of joining a year of incidents with their citations.
--
-- What is counted, per club, game, kind, status, ruleset and month of report
-- (YYYY-MM, UTC):
-- - law '': the incidents themselves;
-- - law '27': the incidents whose current ruling cites Law 27, once each
--   however often it cites it (the statistics' own rule).
-- Each count is kept twice: for the incident's club, and for every club
-- together under the nil id 00000000-0000-0000-0000-000000000000 (no club
-- has it: ids are UUIDv7). A federation's question, which names no club,
-- then sums a few counters a month instead of one per club (measured in
-- docs/PERFORMANCE.md: the counters kept per club alone were two for every
-- incident at 1 M).
--
-- Two tables, because counters updated in place would make every report of
-- one kind in one month wait for the one before it to commit (a row lock
-- held to the end of the transaction):
-- - incident_count_changes: +1 and -1 rows appended by the triggers below,
--   in the transaction of the write that changes a count (never a conflict);
-- - incident_count_totals: the changes folded in by the server
--   (`Store::fold_counts`, every minute, one server at a time).
-- A count is the sum over both. Like the other side tables, both are
-- indexes of what incidents and rulings hold: rebuilt from them, never a
-- source of truth.

CREATE TABLE incident_count_totals (
    law      TEXT NOT NULL,
    month    TEXT NOT NULL,
    club_id  UUID NOT NULL,
    game     TEXT NOT NULL,
    kind     TEXT NOT NULL,
    status   TEXT NOT NULL,
    ruleset  TEXT NOT NULL,
    n        BIGINT NOT NULL,
    -- Club first, then month: every question names one club (or all
    -- together) and a period; the law (often `law <> ''`) cannot lead.
    PRIMARY KEY (club_id, month, law, game, kind, status, ruleset)
);

CREATE TABLE incident_count_changes (
    law      TEXT NOT NULL,
    month    TEXT NOT NULL,
    club_id  UUID NOT NULL,
    game     TEXT NOT NULL,
    kind     TEXT NOT NULL,
    status   TEXT NOT NULL,
    ruleset  TEXT NOT NULL,
    n        BIGINT NOT NULL
);

-- Counts an incident (`delta` +1) or uncounts it (-1), as `i` describes
-- it: once as itself, once per law its current citations name.
CREATE FUNCTION arbitre_count_incident(i incidents, delta BIGINT) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    SELECT laws.law, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind,
           i.status, i.ruleset, delta
    FROM (SELECT '' AS law
          UNION ALL
          SELECT DISTINCT c.law FROM incident_citations AS c WHERE c.incident_id = i.id) AS laws,
         (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id)
$$;

-- A new incident cites nothing yet (its ruling comes next, with its
-- citations): it is counted as itself, for its club and for all clubs.
CREATE FUNCTION arbitre_count_new_incident() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    VALUES ('', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), NEW.club_id, NEW.game, NEW.kind,
            NEW.status, NEW.ruleset, 1),
           ('', to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), '00000000-0000-0000-0000-000000000000',
            NEW.game, NEW.kind, NEW.status, NEW.ruleset, 1);
    RETURN NEW;
END;
$$;

-- Every append rewrites the incident's row; only a change of what is
-- counted by (in practice its status) moves it between counts.
CREATE FUNCTION arbitre_count_changed_incident() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM arbitre_count_incident(OLD, -1);
    PERFORM arbitre_count_incident(NEW, 1);
    RETURN NEW;
END;
$$;

-- Migration 0003's function, which replaces an incident's citations with
-- those of its new ruling, now also moves the laws' counts: -1 for a law
-- the new ruling no longer cites, +1 for one it cites anew.
CREATE OR REPLACE FUNCTION arbitre_fill_citations() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    laws_before TEXT[];
BEGIN
    SELECT COALESCE(array_agg(DISTINCT law), '{}') INTO laws_before
    FROM incident_citations WHERE incident_id = NEW.incident_id;
    DELETE FROM incident_citations WHERE incident_id = NEW.incident_id;
    INSERT INTO incident_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
    FROM arbitre_decision_citations(NEW.decision) AS c
    ON CONFLICT DO NOTHING;
    INSERT INTO incident_count_changes (law, month, club_id, game, kind, status, ruleset, n)
    SELECT moved.law, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind,
           i.status, i.ruleset, moved.delta
    FROM incidents AS i
         CROSS JOIN LATERAL (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id),
         (SELECT gone.law, -1::BIGINT AS delta
          FROM unnest(laws_before) AS gone (law)
          WHERE gone.law NOT IN (SELECT c.law FROM incident_citations AS c
                                 WHERE c.incident_id = NEW.incident_id)
          UNION ALL
          SELECT DISTINCT c.law, 1::BIGINT
          FROM incident_citations AS c
          WHERE c.incident_id = NEW.incident_id AND c.law <> ALL (laws_before)) AS moved
    WHERE i.id = NEW.incident_id;
    RETURN NEW;
END;
$$;

-- The triggers come before the counts of the incidents already stored:
-- creating them locks incidents against writes until this migration
-- commits, and every write of a ruling (hence of citations) also writes its
-- incident's row in the same transaction, so no write falls between what
-- is counted here and what the triggers count. Writes wait meanwhile: about
-- 26 s at 1,000,000 incidents (docs/PERFORMANCE.md), so run this migration
-- in a quiet hour on a large database.
--
-- The server's own role, when it exists, may append the changes and fold
-- them from the moment the triggers exist: granted here, in the same
-- transaction, and again by the store after every migration run.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        GRANT SELECT, INSERT, DELETE ON incident_count_changes TO arbitre_server;
        GRANT SELECT, INSERT, UPDATE ON incident_count_totals TO arbitre_server;
    END IF;
END
$$;
CREATE TRIGGER incidents_count_new
    AFTER INSERT ON incidents
    FOR EACH ROW EXECUTE FUNCTION arbitre_count_new_incident();

CREATE TRIGGER incidents_count_changed
    AFTER UPDATE ON incidents
    FOR EACH ROW
    WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.ruleset IS DISTINCT FROM NEW.ruleset
          OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.game IS DISTINCT FROM NEW.game
          OR OLD.club_id IS DISTINCT FROM NEW.club_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
    EXECUTE FUNCTION arbitre_count_changed_incident();

LOCK TABLE incident_citations IN SHARE MODE;

INSERT INTO incident_count_totals (law, month, club_id, game, kind, status, ruleset, n)
SELECT '', to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind, i.status,
       i.ruleset, COUNT(*)
FROM incidents AS i
     CROSS JOIN LATERAL (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id)
GROUP BY 2, 3, 4, 5, 6, 7;

INSERT INTO incident_count_totals (law, month, club_id, game, kind, status, ruleset, n)
SELECT laws.law, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind, i.status,
       i.ruleset, COUNT(*)
FROM incidents AS i
     JOIN (SELECT DISTINCT incident_id, law FROM incident_citations) AS laws ON laws.incident_id = i.id
     CROSS JOIN LATERAL (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id)
GROUP BY 1, 2, 3, 4, 5, 6, 7;
