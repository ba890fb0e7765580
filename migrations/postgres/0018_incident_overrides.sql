-- The incidents a director ruled on otherwise than the engine (issue 16:
-- `overridden`, where the directors and the engine disagree), in report
-- order. The search tested, for every incident it walked, whether a
-- director's ruling event exists: one incident in forty has one, so a page
-- of fifty probed two thousand incidents' events (23 ms at the ten-million
-- density from disk, 114 ms for a tenth page with the engine's law;
-- docs/PERFORMANCE.md). Kept by `seq`, they are merged with the incidents'
-- newest-first walk, as migration 0015 does for the citations.
--
-- An index of what the events hold: a row is added by a trigger in the
-- transaction of the incident's first director's ruling, never changed (an
-- incident once overruled stays overridden, as the events say), and rebuilt
-- from the events below.
CREATE TABLE incident_overrides (
    incident_id UUID PRIMARY KEY REFERENCES incidents (id),
    seq         BIGINT NOT NULL
);

CREATE INDEX incident_overrides_seq ON incident_overrides (seq);

CREATE FUNCTION arbitre_note_override() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO incident_overrides (incident_id, seq)
    SELECT NEW.incident_id, i.seq FROM incidents AS i WHERE i.id = NEW.incident_id
    ON CONFLICT (incident_id) DO NOTHING;
    RETURN NEW;
END;
$$;

-- The server's own role writes these rows from the moment the trigger
-- exists: granted here, in the same transaction, and again by the store
-- after every migration run.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        GRANT SELECT, INSERT ON incident_overrides TO arbitre_server;
    END IF;
END
$$;

-- Only a director's ruling calls the function: the other events pay the
-- WHEN test alone.
CREATE TRIGGER incident_events_note_override
    AFTER INSERT ON incident_events
    FOR EACH ROW WHEN (NEW.kind = 'director_ruling') EXECUTE FUNCTION arbitre_note_override();

-- The incidents overruled before this migration (the trigger, created
-- first, holds back new events until this transaction commits).
INSERT INTO incident_overrides (incident_id, seq)
SELECT DISTINCT e.incident_id, i.seq
FROM incident_events AS e
JOIN incidents AS i ON i.id = e.incident_id
WHERE e.kind = 'director_ruling'
ON CONFLICT (incident_id) DO NOTHING;

ANALYZE incident_overrides;
