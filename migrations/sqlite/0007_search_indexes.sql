-- Federation search at scale (issue 16): the indexes PostgreSQL got (see
-- migrations/postgres/0007_search_indexes.sql), with SQLite's JSON
-- expression (the one the search writes): an event's incidents newest
-- first, and the events of a kind (director's rulings, appeals) by
-- incident.
CREATE INDEX incidents_event_seq ON incidents (json_extract(context, '$.event'), seq);
CREATE INDEX incident_events_kind ON incident_events (kind, incident_id);

-- A period: the date, then seq (SQLite has no INCLUDE).
CREATE INDEX incidents_created_at_seq ON incidents (created_at, seq);
DROP INDEX incidents_created_at;
