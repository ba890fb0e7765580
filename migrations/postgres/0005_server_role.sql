-- The server may run as a role of its own, `arbitre_server`, that reads and
-- appends but owns nothing: it cannot alter a table, so it cannot disable
-- the triggers that keep events, rulings and sanctions append-only, and it
-- cannot delete or truncate the history. Migrations then run as the owner
-- (ARBITRE_MIGRATE_DATABASE_URL). Where the role does not exist (a
-- single-user setup, the default) nothing is granted.
--
-- What the server writes: new rows everywhere; `incidents` (status,
-- version, input of the current ruling) and `api_keys` (revocation) are
-- updated; the citations side table is rewritten for the current ruling.
-- Every later migration that adds a table grants it the same way.
DO $$
BEGIN
    IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'arbitre_server') THEN
        EXECUTE format('GRANT USAGE ON SCHEMA %I TO arbitre_server', current_schema());
        GRANT SELECT, INSERT ON clubs, api_keys, incidents, incident_events, rulings, sanctions,
            incident_players, incident_citations TO arbitre_server;
        GRANT UPDATE ON incidents, api_keys TO arbitre_server;
        GRANT DELETE ON incident_citations TO arbitre_server;
        GRANT SELECT ON _sqlx_migrations TO arbitre_server;
    END IF;
END
$$;
