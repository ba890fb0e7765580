-- Federation search at scale (issue 16), from the plans measured on a
-- generated database (docs/PERFORMANCE.md, bench/scale/):
--
-- * an event's incidents, newest first: the context's event, then seq, so
--   that a page walks the event's entries and nothing else (the list writes
--   the same expression);
-- * the incidents a director ruled on, or that were appealed: events of
--   these kinds are a few in a hundred, and the filters and the list's
--   appeal state look them up by kind and incident.
CREATE INDEX incidents_event_seq ON incidents ((context::jsonb ->> 'event'), seq);
CREATE INDEX incident_events_kind ON incident_events (kind, incident_id);

-- A period, newest first: the smallest and the largest seq reported in the
-- period, read from the index alone, bound the newest-first walk (the list
-- adds `seq BETWEEN` them). It replaces the index on the date alone.
CREATE INDEX incidents_created_at_seq ON incidents (created_at) INCLUDE (seq);
DROP INDEX incidents_created_at;
