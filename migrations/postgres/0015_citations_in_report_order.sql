-- Searches by law and paragraph at scale (issue 16): each row of the
-- citation side tables carries its incident's `seq`, and an index by law
-- then `seq` lists a law's citations in the order a search page wants them
-- (newest first). A search by law walks that index backwards beside the
-- incidents' own `seq` index (a merge join) and stops at the page's end,
-- testing the paragraph on the index entry itself (INCLUDE). Before, the
-- search walked the incidents and probed the citations by incident id for
-- each one (docs/PERFORMANCE.md: "Citations in report order").
--
-- Filled by a trigger on the side tables themselves, so that the functions
-- that write them (migrations 0003, 0009, 0014) stay as they are: the
-- incident's row is written before its rulings, hence before its citations.

-- The indexes by law, paragraph and incident id (migrations 0003, 0014)
-- served only the searches by law, which read the new ones below; the
-- triggers find an incident's citations by their primary key. Dropped
-- first, so that the rows written again below are not indexed in them.
DROP INDEX incident_citations_law;
DROP INDEX incident_engine_citations_law;

ALTER TABLE incident_citations ADD COLUMN seq BIGINT;
ALTER TABLE incident_engine_citations ADD COLUMN seq BIGINT;

CREATE FUNCTION arbitre_citation_seq() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    NEW.seq := (SELECT i.seq FROM incidents AS i WHERE i.id = NEW.incident_id);
    RETURN NEW;
END;
$$;

CREATE TRIGGER incident_citations_seq
    BEFORE INSERT ON incident_citations
    FOR EACH ROW EXECUTE FUNCTION arbitre_citation_seq();

CREATE TRIGGER incident_engine_citations_seq
    BEFORE INSERT ON incident_engine_citations
    FOR EACH ROW EXECUTE FUNCTION arbitre_citation_seq();

-- The citations already stored. Every row is written again (measured in
-- docs/PERFORMANCE.md at 3.5 M incidents); run it in a quiet hour on a
-- large database.
UPDATE incident_citations AS c SET seq = i.seq FROM incidents AS i WHERE i.id = c.incident_id;
UPDATE incident_engine_citations AS c SET seq = i.seq FROM incidents AS i WHERE i.id = c.incident_id;

ALTER TABLE incident_citations ALTER COLUMN seq SET NOT NULL;
ALTER TABLE incident_engine_citations ALTER COLUMN seq SET NOT NULL;

CREATE INDEX incident_citations_law_seq ON incident_citations (law, seq) INCLUDE (paragraph);
CREATE INDEX incident_engine_citations_law_seq ON incident_engine_citations (law, seq) INCLUDE (paragraph);
