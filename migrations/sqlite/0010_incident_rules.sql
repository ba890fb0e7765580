-- Search by rule (issue 16): the stable ids of the rules the current
-- ruling applied (`ffb2017.law27.b1b`, `fft.donnes_libres.revoke.established`),
-- read from its trace. Like incident_citations, an index of what the rulings
-- already hold, replaced with each new ruling: a director's or an appeal's
-- ruling applies no engine rule, so it leaves none.

CREATE TABLE incident_rules (
    incident_id TEXT NOT NULL REFERENCES incidents (id),
    rule        TEXT NOT NULL,
    PRIMARY KEY (incident_id, rule)
) STRICT;

CREATE INDEX incident_rules_rule ON incident_rules (rule, incident_id);

CREATE TRIGGER rulings_fill_rules AFTER INSERT ON rulings
BEGIN
    DELETE FROM incident_rules WHERE incident_id = NEW.incident_id;
    INSERT OR IGNORE INTO incident_rules (incident_id, rule)
    SELECT NEW.incident_id, json_extract(t.value, '$.rule')
    FROM json_each(NEW.decision, '$.trace') AS t
    WHERE json_type(NEW.decision, '$.trace') = 'array'
      AND json_extract(t.value, '$.rule') IS NOT NULL
      AND json_type(t.value, '$.applied') = 'true';
END;

-- The incidents stored before this migration: their current ruling's rules.
INSERT OR IGNORE INTO incident_rules (incident_id, rule)
SELECT r.incident_id, json_extract(t.value, '$.rule')
FROM rulings AS r, json_each(r.decision, '$.trace') AS t
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id)
  AND json_type(r.decision, '$.trace') = 'array'
  AND json_extract(t.value, '$.rule') IS NOT NULL
  AND json_type(t.value, '$.applied') = 'true';
