-- The kept counts (migration 0009) are also kept by whether a director
-- overruled the engine and where the incident's appeals stand (issue 16:
-- "the override rate and the appeal outcome per law"), and count the laws
-- of the engine's last ruling beside those of the current ruling (the
-- override rate per law the engine applied: migration 0014's
-- `engine_law`). Counting the incidents for them joined a year of
-- incidents with their citations and their events: 4.4 to 6 s at the
-- ten-million density; read from the counts, a few thousand counters
-- (docs/PERFORMANCE.md, "Overruled and appealed incidents, counted").
--
-- `laws_of` says whose laws a law's counter counts: 'ruling' (the current
-- ruling's, and the incident itself under law '') or 'engine' (the laws
-- of migration 0014's incident_engine_citations, never law '').
--
-- `overridden` is true for the counts of an incident migration 0018 keeps
-- in incident_overrides. `appeal` is the state of its appeals as the
-- search's `appeal` says it (crates/store/src/lib.rs, `appeal_state`):
-- `none`, `pending`, or the outcome of the last one decided. Every trigger
-- that counts an incident now says both as they stand at that moment; the
-- incident's first director's ruling moves its counts from false to true,
-- and an appeal lodged or decided moves them from the state before it to
-- the state after. Whatever order a write's statements run in, the
-- counters always equal the incidents as they stand.

-- Writes wait until this migration commits: every write inserts or
-- updates an incident first, so none is half counted the old way and half
-- the new (about as long as the backfill below: seconds at a million).
LOCK TABLE incidents IN SHARE ROW EXCLUSIVE MODE;

ALTER TABLE incident_count_totals ADD COLUMN overridden BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE incident_count_changes ADD COLUMN overridden BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE incident_count_totals ADD COLUMN appeal TEXT NOT NULL DEFAULT 'none';
ALTER TABLE incident_count_changes ADD COLUMN appeal TEXT NOT NULL DEFAULT 'none';
ALTER TABLE incident_count_totals ADD COLUMN laws_of TEXT NOT NULL DEFAULT 'ruling';
ALTER TABLE incident_count_changes ADD COLUMN laws_of TEXT NOT NULL DEFAULT 'ruling';
-- A server of an earlier version, still running, fails to fold (its
-- ON CONFLICT names the key below without the new columns): its folds roll
-- back, and the changes wait for a server of this version.
ALTER TABLE incident_count_totals DROP CONSTRAINT incident_count_totals_pkey;
ALTER TABLE incident_count_totals
    ADD PRIMARY KEY (club_id, month, law, game, kind, status, ruleset, overridden, appeal, laws_of);

-- Whether a director has overruled the engine on this incident.
CREATE FUNCTION arbitre_overruled(incident UUID) RETURNS BOOLEAN
LANGUAGE sql STABLE AS $$
    SELECT EXISTS (SELECT 1 FROM incident_overrides AS o WHERE o.incident_id = incident)
$$;

-- Where an incident's appeals stand after its events up to `upto` (its
-- `seq`; all of them by default): the search's `appeal_state`, read from
-- the events alone.
CREATE FUNCTION arbitre_appeal_state(incident UUID, upto BIGINT DEFAULT 9223372036854775807) RETURNS TEXT
LANGUAGE sql STABLE AS $$
    SELECT CASE
        WHEN NOT EXISTS (SELECT 1 FROM incident_events AS a
                         WHERE a.incident_id = incident AND a.kind = 'appeal_lodged' AND a.seq <= upto) THEN 'none'
        WHEN (SELECT COUNT(*) FROM incident_events AS a
              WHERE a.incident_id = incident AND a.kind = 'appeal_lodged' AND a.seq <= upto)
           > (SELECT COUNT(*) FROM incident_events AS a
              WHERE a.incident_id = incident AND a.kind = 'appeal_decided' AND a.seq <= upto) THEN 'pending'
        -- The routes always record an outcome; '' would show one missing.
        ELSE COALESCE((SELECT a.payload::jsonb ->> 'outcome' FROM incident_events AS a
                       WHERE a.incident_id = incident AND a.kind = 'appeal_decided' AND a.seq <= upto
                       ORDER BY a.seq DESC LIMIT 1), '')
    END
$$;

-- Counts an incident (`delta` +1) or uncounts it (-1), as `i` describes
-- it, under `overruled` and `appeal`: once as itself, once per law its
-- current citations name, once per law the engine's last ruling cites
-- (migration 0009's function, with the three).
CREATE FUNCTION arbitre_count_incident(i incidents, delta BIGINT, overruled BOOLEAN, appeal TEXT) RETURNS void
LANGUAGE sql AS $$
    INSERT INTO incident_count_changes
        (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT laws.law, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind,
           i.status, i.ruleset, overruled, appeal, laws.laws_of, delta
    FROM (SELECT '' AS law, 'ruling' AS laws_of
          UNION ALL
          SELECT DISTINCT c.law, 'ruling' FROM incident_citations AS c WHERE c.incident_id = i.id
          UNION ALL
          SELECT DISTINCT e.law, 'engine' FROM incident_engine_citations AS e WHERE e.incident_id = i.id) AS laws,
         (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id)
$$;

CREATE OR REPLACE FUNCTION arbitre_count_changed_incident() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    is_overruled BOOLEAN := arbitre_overruled(NEW.id);
    appeal_now TEXT := arbitre_appeal_state(NEW.id);
BEGIN
    PERFORM arbitre_count_incident(OLD, -1, is_overruled, appeal_now);
    PERFORM arbitre_count_incident(NEW, 1, is_overruled, appeal_now);
    RETURN NEW;
END;
$$;

DROP FUNCTION arbitre_count_incident(incidents, BIGINT);

-- Moves the counters of an incident's laws of one kind (`whose`: 'ruling'
-- or 'engine') from the laws it cited, `laws_before`, to those it cites
-- now, `laws_after` (each distinct): -1 for a law no longer cited, +1 for
-- one cited anew, under the override and the appeal as they stand.
CREATE FUNCTION arbitre_count_laws_moved(incident UUID, whose TEXT, laws_before TEXT[], laws_after TEXT[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
    is_overruled BOOLEAN := FALSE;
    appeal_now TEXT := 'none';
BEGIN
    -- Looked up once, not for each counter written (the two functions are
    -- not inlined: 16 % fewer reports a second when they were called per
    -- row). An incident whose only event is its report, as every new one,
    -- is neither overruled nor appealed: no lookup at all.
    IF EXISTS (SELECT 1 FROM incident_events AS e WHERE e.incident_id = incident AND e.seq > 1) THEN
        is_overruled := arbitre_overruled(incident);
        appeal_now := arbitre_appeal_state(incident);
    END IF;
    INSERT INTO incident_count_changes
        (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
    SELECT moved.law, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind,
           i.status, i.ruleset, is_overruled, appeal_now, whose, moved.delta
    FROM incidents AS i
         CROSS JOIN LATERAL (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id),
         (SELECT gone.law, -1::BIGINT AS delta
          FROM unnest(laws_before) AS gone (law)
          WHERE gone.law <> ALL (laws_after)
          UNION ALL
          SELECT added.law, 1::BIGINT
          FROM unnest(laws_after) AS added (law)
          WHERE added.law <> ALL (laws_before)) AS moved
    WHERE i.id = incident;
END;
$$;

-- Migration 0009's function (0003's, which replaces an incident's
-- citations with its new ruling's), its laws' counters moved by the
-- function above.
CREATE OR REPLACE FUNCTION arbitre_fill_citations() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    laws_before TEXT[];
    laws_after TEXT[];
BEGIN
    SELECT COALESCE(array_agg(DISTINCT law), '{}') INTO laws_before
    FROM incident_citations WHERE incident_id = NEW.incident_id;
    DELETE FROM incident_citations WHERE incident_id = NEW.incident_id;
    INSERT INTO incident_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
    FROM arbitre_decision_citations(NEW.decision) AS c
    ON CONFLICT DO NOTHING;
    SELECT COALESCE(array_agg(DISTINCT law), '{}') INTO laws_after
    FROM incident_citations WHERE incident_id = NEW.incident_id;
    PERFORM arbitre_count_laws_moved(NEW.incident_id, 'ruling', laws_before, laws_after);
    RETURN NEW;
END;
$$;

-- Migration 0014's function, which replaces an incident's engine
-- citations with those of an engine ruling, now also moves the counters
-- of the engine's laws, as the one above does for the current ruling's.
CREATE OR REPLACE FUNCTION arbitre_fill_engine_citations() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    laws_before TEXT[];
    laws_after TEXT[];
BEGIN
    IF arbitre_engine_event((SELECT e.kind FROM incident_events AS e WHERE e.id = NEW.event_id)) THEN
        SELECT COALESCE(array_agg(DISTINCT law), '{}') INTO laws_before
        FROM incident_engine_citations WHERE incident_id = NEW.incident_id;
        DELETE FROM incident_engine_citations WHERE incident_id = NEW.incident_id;
        INSERT INTO incident_engine_citations (incident_id, code, law, paragraph)
        SELECT NEW.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
        FROM arbitre_decision_citations(NEW.decision) AS c
        ON CONFLICT DO NOTHING;
        SELECT COALESCE(array_agg(DISTINCT law), '{}') INTO laws_after
        FROM incident_engine_citations WHERE incident_id = NEW.incident_id;
        PERFORM arbitre_count_laws_moved(NEW.incident_id, 'engine', laws_before, laws_after);
    END IF;
    RETURN NEW;
END;
$$;

-- Migration 0018's function: an incident's first director's ruling also
-- moves its counts, as it stands at that moment, from false to true.
CREATE OR REPLACE FUNCTION arbitre_note_override() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    overruled incidents;
    noted BIGINT;
BEGIN
    SELECT * INTO overruled FROM incidents AS i WHERE i.id = NEW.incident_id;
    INSERT INTO incident_overrides (incident_id, seq)
    VALUES (overruled.id, overruled.seq)
    ON CONFLICT (incident_id) DO NOTHING;
    GET DIAGNOSTICS noted = ROW_COUNT;
    IF noted > 0 THEN
        PERFORM arbitre_count_incident(overruled, -1, FALSE, arbitre_appeal_state(overruled.id));
        PERFORM arbitre_count_incident(overruled, 1, TRUE, arbitre_appeal_state(overruled.id));
    END IF;
    RETURN NEW;
END;
$$;

-- An appeal lodged or decided moves the incident's counts, as it stands at
-- that moment, from the state of its appeals before this event to the
-- state after it; nothing moves when the two are the same (a second appeal
-- lodged while one is pending, a decision repeating the last outcome).
CREATE FUNCTION arbitre_count_appeal() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    appealed incidents;
    state_before TEXT := arbitre_appeal_state(NEW.incident_id, NEW.seq - 1);
    state_after TEXT := arbitre_appeal_state(NEW.incident_id, NEW.seq);
BEGIN
    IF state_before IS DISTINCT FROM state_after THEN
        SELECT * INTO appealed FROM incidents AS i WHERE i.id = NEW.incident_id;
        PERFORM arbitre_count_incident(appealed, -1, arbitre_overruled(appealed.id), state_before);
        PERFORM arbitre_count_incident(appealed, 1, arbitre_overruled(appealed.id), state_after);
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER incident_events_count_appeal
    AFTER INSERT ON incident_events
    FOR EACH ROW WHEN (NEW.kind IN ('appeal_lodged', 'appeal_decided')) EXECUTE FUNCTION arbitre_count_appeal();

-- The engine's laws of the incidents stored before this migration, as if
-- none were overruled or appealed (the incidents' own counters are so far)
-- ...
INSERT INTO incident_count_totals
    (law, month, club_id, game, kind, status, ruleset, overridden, appeal, laws_of, n)
SELECT laws.law, to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM'), clubs.club_id, i.game, i.kind, i.status,
       i.ruleset, FALSE, 'none', 'engine', COUNT(*)
FROM incidents AS i
     JOIN (SELECT DISTINCT incident_id, law FROM incident_engine_citations) AS laws ON laws.incident_id = i.id
     CROSS JOIN LATERAL (VALUES (i.club_id), ('00000000-0000-0000-0000-000000000000'::uuid)) AS clubs (club_id)
GROUP BY 1, 2, 3, 4, 5, 6, 7;

-- ... then the incidents overruled or appealed before this migration, all
-- counted so far as neither: their counters (themselves, the ruling's laws
-- and the engine's) move, in one step, to what they are (as changes,
-- folded by the server like any other).
SELECT arbitre_count_incident(i, -1, FALSE, 'none'),
       arbitre_count_incident(i, 1, arbitre_overruled(i.id), arbitre_appeal_state(i.id))
FROM incidents AS i
WHERE i.id IN (SELECT o.incident_id FROM incident_overrides AS o
               UNION
               SELECT e.incident_id FROM incident_events AS e WHERE e.kind = 'appeal_lodged');
