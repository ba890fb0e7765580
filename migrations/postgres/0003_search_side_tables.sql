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
    incident_id UUID NOT NULL REFERENCES incidents (id),
    player_key    TEXT NOT NULL,
    licence     TEXT NOT NULL,
    PRIMARY KEY (incident_id, player_key)
);

CREATE INDEX incident_players_licence ON incident_players (licence, incident_id);

CREATE TABLE incident_citations (
    incident_id UUID NOT NULL REFERENCES incidents (id),
    code        TEXT NOT NULL,
    law         TEXT NOT NULL,
    paragraph   TEXT NOT NULL,
    PRIMARY KEY (incident_id, code, law, paragraph)
);

CREATE INDEX incident_citations_law ON incident_citations (law, paragraph, incident_id);

-- The players of a context (JSON text), one row per licence given as text.
CREATE FUNCTION arbitre_context_players(context TEXT)
RETURNS TABLE (player_key TEXT, licence TEXT)
LANGUAGE sql IMMUTABLE AS $$
    SELECT p.key, p.value #>> '{}'
    FROM jsonb_each(CASE WHEN jsonb_typeof(context::jsonb -> 'players') = 'object'
                         THEN context::jsonb -> 'players' ELSE '{}'::jsonb END) AS p
    WHERE jsonb_typeof(p.value) = 'string'
$$;

-- The citations of a decision (JSON text).
CREATE FUNCTION arbitre_decision_citations(decision TEXT)
RETURNS TABLE (code TEXT, law TEXT, paragraph TEXT)
LANGUAGE sql IMMUTABLE AS $$
    SELECT c ->> 'code', c ->> 'law', c ->> 'paragraph'
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(decision::jsonb -> 'citations') = 'array'
                                   THEN decision::jsonb -> 'citations' ELSE '[]'::jsonb END) AS c
    WHERE c ->> 'law' IS NOT NULL
$$;

CREATE FUNCTION arbitre_fill_players() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO incident_players (incident_id, player_key, licence)
    SELECT NEW.id, p.player_key, p.licence FROM arbitre_context_players(NEW.context) AS p
    ON CONFLICT DO NOTHING;
    RETURN NEW;
END;
$$;

CREATE FUNCTION arbitre_fill_citations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM incident_citations WHERE incident_id = NEW.incident_id;
    INSERT INTO incident_citations (incident_id, code, law, paragraph)
    SELECT NEW.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
    FROM arbitre_decision_citations(NEW.decision) AS c
    ON CONFLICT DO NOTHING;
    RETURN NEW;
END;
$$;

CREATE TRIGGER incidents_fill_players
    AFTER INSERT ON incidents
    FOR EACH ROW EXECUTE FUNCTION arbitre_fill_players();

CREATE TRIGGER rulings_fill_citations
    AFTER INSERT ON rulings
    FOR EACH ROW EXECUTE FUNCTION arbitre_fill_citations();

-- The incidents stored before this migration.
INSERT INTO incident_players (incident_id, player_key, licence)
SELECT i.id, p.player_key, p.licence FROM incidents AS i, arbitre_context_players(i.context) AS p
ON CONFLICT DO NOTHING;

INSERT INTO incident_citations (incident_id, code, law, paragraph)
SELECT r.incident_id, COALESCE(c.code, ''), c.law, COALESCE(c.paragraph, '')
FROM rulings AS r, arbitre_decision_citations(r.decision) AS c
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id)
ON CONFLICT DO NOTHING;
