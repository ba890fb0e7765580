-- Run once by the postgres image when it creates the database: the role the
-- server runs as. It owns nothing; migration 0005 (run by the owner,
-- `arbitre`) grants it what the service needs: read, append, update the
-- current state of an incident and revoke keys. It cannot alter a table,
-- disable a trigger, or delete or truncate the history.
CREATE ROLE arbitre_server LOGIN PASSWORD 'arbitre-server';
