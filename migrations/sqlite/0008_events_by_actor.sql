-- The search by director (issue 16): the incidents in whose history a key
-- wrote, found from the few keys whose holder matches, then their events by
-- actor. Without it every event would be read.
CREATE INDEX incident_events_actor ON incident_events (actor, incident_id);
