-- Federation search at scale (issue 16): the indexes PostgreSQL got (see
-- migrations/postgres/0007_search_indexes.sql), with SQLite's JSON
-- expression, so that both schemas stay alike. SQLite's search statements
-- are still static (`?n IS NULL OR …` for every filter) and do not use them
-- yet: they are for the day its statements are written per search, as
-- PostgreSQL's now are.
CREATE INDEX incidents_event_seq ON incidents (json_extract(context, '$.event'), seq);
CREATE INDEX incident_events_kind ON incident_events (kind, incident_id);

-- A period: the date, then seq (SQLite has no INCLUDE).
CREATE INDEX incidents_created_at_seq ON incidents (created_at, seq);
DROP INDEX incidents_created_at;
