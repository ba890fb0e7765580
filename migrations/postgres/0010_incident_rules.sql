-- Search by rule (issue 16): the stable ids of the rules the current
-- ruling applied (`ffb2017.law27.b1b`, `fft.donnes_libres.revoke.established`),
-- read from its trace. Like incident_citations, an index of what the rulings
-- already hold, replaced with each new ruling: a director's or an appeal's
-- ruling applies no engine rule, so it leaves none.

CREATE TABLE incident_rules (
    incident_id UUID NOT NULL REFERENCES incidents (id),
    rule        TEXT NOT NULL,
    PRIMARY KEY (incident_id, rule)
);

CREATE INDEX incident_rules_rule ON incident_rules (rule, incident_id);

-- The rules a decision (JSON text) shows applied in its trace.
CREATE FUNCTION arbitre_decision_rules(decision TEXT)
RETURNS TABLE (rule TEXT)
LANGUAGE sql IMMUTABLE AS $$
    SELECT DISTINCT t ->> 'rule'
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(decision::jsonb -> 'trace') = 'array'
                                   THEN decision::jsonb -> 'trace' ELSE '[]'::jsonb END) AS t
    WHERE t ->> 'rule' IS NOT NULL AND (t -> 'applied') = 'true'::jsonb
$$;

CREATE FUNCTION arbitre_fill_rules() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM incident_rules WHERE incident_id = NEW.incident_id;
    INSERT INTO incident_rules (incident_id, rule)
    SELECT NEW.incident_id, r.rule FROM arbitre_decision_rules(NEW.decision) AS r
    ON CONFLICT DO NOTHING;
    RETURN NEW;
END;
$$;

-- The server's own role, when it exists, writes these rows from the moment
-- the trigger exists (a server already running keeps appending rulings):
-- granted here, in the same transaction, and again by the store after every
-- migration run.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        GRANT SELECT, INSERT, DELETE ON incident_rules TO arbitre_server;
    END IF;
END
$$;

CREATE TRIGGER rulings_fill_rules
    AFTER INSERT ON rulings
    FOR EACH ROW EXECUTE FUNCTION arbitre_fill_rules();

-- The incidents stored before this migration: their current ruling's rules.
-- Writes of rulings wait while it runs (the trigger's creation locks
-- rulings): every latest decision is read with its trace, so on a large
-- database run this migration in a quiet hour.
INSERT INTO incident_rules (incident_id, rule)
SELECT r.incident_id, d.rule
FROM rulings AS r, arbitre_decision_rules(r.decision) AS d
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id)
ON CONFLICT DO NOTHING;
