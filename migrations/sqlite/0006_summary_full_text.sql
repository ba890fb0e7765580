-- Federation search by words (issue 16): the current ruling's summary, in
-- French and in English, in an FTS5 table (accents and case ignored),
-- replaced with each new ruling by a trigger in the ruling's transaction.
-- Like the other side tables, an index of what the rulings hold.
CREATE VIRTUAL TABLE incident_texts USING fts5(
    incident_id UNINDEXED,
    fr,
    en,
    tokenize = 'unicode61 remove_diacritics 2'
);

CREATE TRIGGER rulings_fill_texts AFTER INSERT ON rulings
BEGIN
    DELETE FROM incident_texts WHERE incident_id = NEW.incident_id;
    INSERT INTO incident_texts (incident_id, fr, en)
    VALUES (NEW.incident_id,
            COALESCE(json_extract(NEW.decision, '$.summary.fr'), ''),
            COALESCE(json_extract(NEW.decision, '$.summary.en'), ''));
END;

-- The incidents stored before this migration: their latest ruling.
INSERT INTO incident_texts (incident_id, fr, en)
SELECT r.incident_id,
       COALESCE(json_extract(r.decision, '$.summary.fr'), ''),
       COALESCE(json_extract(r.decision, '$.summary.en'), '')
FROM rulings AS r
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id);
