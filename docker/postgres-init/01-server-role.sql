-- Run once by the postgres image when it creates the database: the role the
-- server runs as. It owns nothing; the owner (`arbitre`), which runs the
-- migrations at every start, grants it then what the service needs: read,
-- append, update the current state of an incident and revoke keys. It
-- cannot alter a table, disable a trigger, or delete or truncate the history.
CREATE ROLE arbitre_server LOGIN PASSWORD 'arbitre-server';
