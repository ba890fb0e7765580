-- The server may run as a role of its own, `arbitre_server`, that owns
-- nothing (ARBITRE_MIGRATE_DATABASE_URL then names the owner). Its grants
-- are not written here: a migration runs once, and the role may be created
-- after it. The store grants them after every migration run
-- (`SERVER_ROLE_GRANTS` in crates/store/src/postgres.rs), when the role
-- exists. This file keeps the two backends' numbering alike.
SELECT 1;
