-- Where the directors and the engine disagree (issue 16): the laws and
-- paragraphs the ENGINE's last ruling of each incident cites, kept beside
-- the current ruling's (incident_citations). Once a director rules
-- otherwise than the engine, or an appeal changes the ruling, the current
-- citations are theirs, and an overridden Law 27B2 ruling no longer answers
-- a search by 27B2; this table still does, so a federation can count, per
-- law the engine applied, how often directors overrode it.
--
-- An engine ruling is one given with any event but a director's ruling, an
-- appeal's decision or an appeal lodged (whose snapshot repeats the
-- current ruling, which may be the director's): the same split as the
-- service's `RuledBy::given_with`. Like the other side tables, an index of
-- what the rulings hold, rebuilt from them, never a source of truth.

CREATE TABLE incident_engine_citations (
    incident_id UUID NOT NULL REFERENCES incidents (id),
    code        TEXT NOT NULL,
    law         TEXT NOT NULL,
    paragraph   TEXT NOT NULL,
    PRIMARY KEY (incident_id, code, law, paragraph)
);

CREATE INDEX incident_engine_citations_law ON incident_engine_citations (law, paragraph, incident_id);

CREATE FUNCTION arbitre_engine_event(event_kind TEXT) RETURNS BOOLEAN
LANGUAGE sql IMMUTABLE AS $$
    SELECT event_kind NOT IN ('director_ruling', 'appeal_decided', 'appeal_lodged')
$$;

CREATE FUNCTION arbitre_fill_engine_citations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF arbitre_engine_event((SELECT e.kind FROM incident_events AS e WHERE e.id = NEW.event_id)) THEN
        DELETE FROM incident_engine_citations WHERE incident_id = NEW.incident_id;
        INSERT INTO incident_engine_citations (incident_id, code, law, paragraph)
        SELECT NEW.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
        FROM arbitre_decision_citations(NEW.decision) AS c
        ON CONFLICT DO NOTHING;
    END IF;
    RETURN NEW;
END;
$$;

-- The server's own role writes these rows from the moment the trigger
-- exists: granted here, in the same transaction, and again by the store
-- after every migration run.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        GRANT SELECT, INSERT, DELETE ON incident_engine_citations TO arbitre_server;
    END IF;
END
$$;

CREATE TRIGGER rulings_fill_engine_citations
    AFTER INSERT ON rulings
    FOR EACH ROW EXECUTE FUNCTION arbitre_fill_engine_citations();

-- The incidents stored before this migration: their last engine ruling's
-- citations. Writes of rulings wait while it runs (the trigger's creation
-- locks rulings): on a large database, run it in a quiet hour.
INSERT INTO incident_engine_citations (incident_id, code, law, paragraph)
SELECT r.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
FROM rulings AS r
     JOIN incident_events AS e ON e.id = r.event_id,
     arbitre_decision_citations(r.decision) AS c
WHERE arbitre_engine_event(e.kind)
  AND r.seq = (SELECT MAX(latest.seq)
               FROM rulings AS latest JOIN incident_events AS le ON le.id = latest.event_id
               WHERE latest.incident_id = r.incident_id AND arbitre_engine_event(le.kind))
ON CONFLICT DO NOTHING;
