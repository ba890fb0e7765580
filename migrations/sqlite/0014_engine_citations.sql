-- Where the directors and the engine disagree (issue 16): the laws and
-- paragraphs the ENGINE's last ruling of each incident cites, kept beside
-- the current ruling's (incident_citations); see the PostgreSQL migration
-- of the same number for why. An engine ruling is one given with any event
-- but a director's ruling, an appeal's decision or an appeal lodged (the
-- service's `RuledBy::given_with`).

CREATE TABLE incident_engine_citations (
    incident_id TEXT NOT NULL REFERENCES incidents (id),
    code        TEXT NOT NULL,
    law         TEXT NOT NULL,
    paragraph   TEXT NOT NULL,
    PRIMARY KEY (incident_id, code, law, paragraph)
) STRICT;

CREATE INDEX incident_engine_citations_law ON incident_engine_citations (law, paragraph, incident_id);

CREATE TRIGGER rulings_fill_engine_citations AFTER INSERT ON rulings
WHEN (SELECT e.kind FROM incident_events AS e WHERE e.id = NEW.event_id)
     NOT IN ('director_ruling', 'appeal_decided', 'appeal_lodged')
BEGIN
    DELETE FROM incident_engine_citations WHERE incident_id = NEW.incident_id;
    INSERT OR IGNORE INTO incident_engine_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(json_extract(c.value, '$.code'), ''), json_extract(c.value, '$.law'),
           COALESCE(json_extract(c.value, '$.paragraph'), '')
    FROM json_each(NEW.decision, '$.citations') AS c
    WHERE json_extract(c.value, '$.law') IS NOT NULL;
END;

-- The incidents stored before this migration: their last engine ruling's
-- citations.
INSERT OR IGNORE INTO incident_engine_citations (incident_id, code, law, paragraph)
SELECT r.incident_id, COALESCE(json_extract(c.value, '$.code'), ''), json_extract(c.value, '$.law'),
       COALESCE(json_extract(c.value, '$.paragraph'), '')
FROM rulings AS r
     JOIN incident_events AS e ON e.id = r.event_id,
     json_each(r.decision, '$.citations') AS c
WHERE e.kind NOT IN ('director_ruling', 'appeal_decided', 'appeal_lodged')
  AND r.seq = (SELECT MAX(latest.seq)
               FROM rulings AS latest JOIN incident_events AS le ON le.id = latest.event_id
               WHERE latest.incident_id = r.incident_id
                 AND le.kind NOT IN ('director_ruling', 'appeal_decided', 'appeal_lodged'))
  AND json_extract(c.value, '$.law') IS NOT NULL;
