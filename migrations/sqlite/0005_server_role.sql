-- PostgreSQL's migration 0005 grants a server role of its own; SQLite has
-- no roles (the file's permissions are its access control). Kept so that
-- both backends number their migrations alike.
SELECT 1;
