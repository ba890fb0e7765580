-- What a list or an export row shows of an incident's current ruling (issue
-- 16): its summary and its citations, as the JSON text
-- {"summary": …, "citations": …}, read as the decision's own two members
-- are read. A page used to read each current decision whole: most of a
-- decision is its trace, stored out of line and compressed, so every row
-- cost a TOAST read, a decompression and a parse of text the row never
-- shows (docs/PERFORMANCE.md, "Export: what a row shows, kept apart").
--
-- Like the other side tables, an index of what the rulings hold, replaced
-- with each new ruling by the trigger that already writes the search texts,
-- in the ruling's transaction: rebuilt from the rulings, never a source of
-- truth, so not append-only.
CREATE TABLE incident_summaries (
    incident_id UUID PRIMARY KEY REFERENCES incidents (id),
    shown       TEXT NOT NULL
);

-- Migration 0006's function, now reading the decision once for both side
-- tables (it cast it to jsonb twice before: one parse fewer per ruling).
CREATE OR REPLACE FUNCTION arbitre_fill_texts() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    decision jsonb := NEW.decision::jsonb;
BEGIN
    INSERT INTO incident_texts (incident_id, fr, en)
    VALUES (NEW.incident_id,
            to_tsvector('french', COALESCE(decision -> 'summary' ->> 'fr', '')),
            to_tsvector('english', COALESCE(decision -> 'summary' ->> 'en', '')))
    ON CONFLICT (incident_id) DO UPDATE SET fr = EXCLUDED.fr, en = EXCLUDED.en;
    INSERT INTO incident_summaries (incident_id, shown)
    VALUES (NEW.incident_id,
            jsonb_build_object('summary', decision -> 'summary', 'citations', decision -> 'citations')::text)
    ON CONFLICT (incident_id) DO UPDATE SET shown = EXCLUDED.shown;
    RETURN NEW;
END;
$$;

-- The incidents stored before this migration: their current ruling (the
-- snapshot of their latest event, `seq` = the incident's version). A
-- missing member is written as null, which the reader takes as absent, as
-- it would in the decision. One pass over the rulings, about as long as
-- migration 0006's.
INSERT INTO incident_summaries (incident_id, shown)
SELECT r.incident_id,
       jsonb_build_object('summary', parsed.decision -> 'summary',
                          'citations', parsed.decision -> 'citations')::text
FROM incidents AS i
JOIN rulings AS r ON r.incident_id = i.id AND r.seq = i.version
CROSS JOIN LATERAL (SELECT r.decision::jsonb AS decision) AS parsed
ON CONFLICT (incident_id) DO NOTHING;

-- The server's own role, when it exists, writes the table through the
-- trigger from now on: granted here, in the same transaction, and again by
-- the store after every migration run (SERVER_ROLE_GRANTS).
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        GRANT SELECT, INSERT, UPDATE ON incident_summaries TO arbitre_server;
    END IF;
END
$$;
