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

-- Each row's rowid is its incident's `seq`: FTS5 finds rows by rowid (or
-- by MATCH) only, so the trigger replaces a row without scanning the table.
CREATE TRIGGER rulings_fill_texts AFTER INSERT ON rulings
BEGIN
    DELETE FROM incident_texts WHERE rowid = (SELECT seq FROM incidents WHERE id = NEW.incident_id);
    INSERT INTO incident_texts (rowid, incident_id, fr, en)
    VALUES ((SELECT seq FROM incidents WHERE id = NEW.incident_id),
            NEW.incident_id,
            COALESCE(json_extract(NEW.decision, '$.summary.fr'), ''),
            COALESCE(json_extract(NEW.decision, '$.summary.en'), ''));
END;

-- The incidents stored before this migration: their latest ruling.
INSERT INTO incident_texts (rowid, incident_id, fr, en)
SELECT i.seq, r.incident_id,
       COALESCE(json_extract(r.decision, '$.summary.fr'), ''),
       COALESCE(json_extract(r.decision, '$.summary.en'), '')
FROM rulings AS r JOIN incidents AS i ON i.id = r.incident_id
WHERE r.seq = (SELECT MAX(seq) FROM rulings AS latest WHERE latest.incident_id = r.incident_id);
