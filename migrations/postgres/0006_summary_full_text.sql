-- Federation search by words (issue 16): the current ruling's summary, in
-- French and in English, as text-search vectors, replaced with each new
-- ruling by a trigger in the ruling's transaction. Like the other side
-- tables, an index of what the rulings hold, rebuilt from them.
CREATE TABLE incident_texts (
    incident_id UUID PRIMARY KEY REFERENCES incidents (id),
    fr          TSVECTOR NOT NULL,
    en          TSVECTOR NOT NULL
);

CREATE INDEX incident_texts_fr ON incident_texts USING GIN (fr);
CREATE INDEX incident_texts_en ON incident_texts USING GIN (en);

CREATE FUNCTION arbitre_fill_texts() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO incident_texts (incident_id, fr, en)
    VALUES (NEW.incident_id,
            to_tsvector('french', COALESCE(NEW.decision::jsonb -> 'summary' ->> 'fr', '')),
            to_tsvector('english', COALESCE(NEW.decision::jsonb -> 'summary' ->> 'en', '')))
    ON CONFLICT (incident_id) DO UPDATE SET fr = EXCLUDED.fr, en = EXCLUDED.en;
    RETURN NEW;
END;
$$;

CREATE TRIGGER rulings_fill_texts
    AFTER INSERT ON rulings
    FOR EACH ROW EXECUTE FUNCTION arbitre_fill_texts();

-- The incidents stored before this migration: their latest ruling.
INSERT INTO incident_texts (incident_id, fr, en)
SELECT r.incident_id,
       to_tsvector('french', COALESCE(r.decision::jsonb -> 'summary' ->> 'fr', '')),
       to_tsvector('english', COALESCE(r.decision::jsonb -> 'summary' ->> 'en', ''))
FROM rulings AS r
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id)
ON CONFLICT (incident_id) DO NOTHING;
