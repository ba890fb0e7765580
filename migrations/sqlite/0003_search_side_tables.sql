-- Federation search (issue 16): what is searched is stored to be searched.
-- Two side tables, kept by triggers in the same transaction as the row that
-- feeds them, so no write path can forget them:
-- - incident_players: the licences of `context.players` (key: a seat such as
--   N or E, `offender`, `concerned_1`…), written with the incident;
-- - incident_citations: the laws and paragraphs the current ruling cites,
--   replaced with each new ruling.
-- Both are indexes of what incidents and rulings already hold: rebuilt from
-- them, never a source of truth, so they are not append-only.

CREATE TABLE incident_players (
    incident_id TEXT NOT NULL REFERENCES incidents (id),
    player_key    TEXT NOT NULL,
    licence     TEXT NOT NULL,
    PRIMARY KEY (incident_id, player_key)
) STRICT;

CREATE INDEX incident_players_licence ON incident_players (licence, incident_id);

CREATE TABLE incident_citations (
    incident_id TEXT NOT NULL REFERENCES incidents (id),
    code        TEXT NOT NULL,
    law         TEXT NOT NULL,
    paragraph   TEXT NOT NULL,
    PRIMARY KEY (incident_id, code, law, paragraph)
) STRICT;

CREATE INDEX incident_citations_law ON incident_citations (law, paragraph, incident_id);

CREATE TRIGGER incidents_fill_players AFTER INSERT ON incidents
BEGIN
    INSERT OR IGNORE INTO incident_players (incident_id, player_key, licence)
    SELECT NEW.id, p.key, p.value
    FROM json_each(NEW.context, '$.players') AS p
    WHERE p.type = 'text';
END;

CREATE TRIGGER rulings_fill_citations AFTER INSERT ON rulings
BEGIN
    DELETE FROM incident_citations WHERE incident_id = NEW.incident_id;
    INSERT OR IGNORE INTO incident_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(json_extract(c.value, '$.code'), ''), json_extract(c.value, '$.law'),
           COALESCE(json_extract(c.value, '$.paragraph'), '')
    FROM json_each(NEW.decision, '$.citations') AS c
    WHERE json_extract(c.value, '$.law') IS NOT NULL;
END;

-- The incidents stored before this migration.
INSERT OR IGNORE INTO incident_players (incident_id, player_key, licence)
SELECT i.id, p.key, p.value
FROM incidents AS i, json_each(i.context, '$.players') AS p
WHERE p.type = 'text';

INSERT OR IGNORE INTO incident_citations (incident_id, code, law, paragraph)
SELECT r.incident_id, COALESCE(json_extract(c.value, '$.code'), ''), json_extract(c.value, '$.law'),
       COALESCE(json_extract(c.value, '$.paragraph'), '')
FROM rulings AS r, json_each(r.decision, '$.citations') AS c
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id)
  AND json_extract(c.value, '$.law') IS NOT NULL;
