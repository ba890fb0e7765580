-- When the incident happened (`context.occurred_at`, issue 16), as a time
-- the federation can search by: the report time (`created_at`) is when a
-- club sent it, which may be days later, and the edition of the laws an
-- incident is ruled under already goes by `occurred_at`. The text is kept
-- as the client wrote it in `context`; this column holds the instant it
-- names, written by the server with each report (NULL when the context
-- gives none).
ALTER TABLE incidents ADD COLUMN occurred_at timestamptz;

-- The incidents stored before: their context's time, read once. The
-- server accepted only times with an offset, which PostgreSQL reads; a
-- value it cannot read is left NULL rather than fail the migration. The
-- column's addition locks the table (ACCESS EXCLUSIVE) until the migration
-- commits, so reads and writes of incidents wait while this update and the
-- index run: apply it in a quiet hour on a large database.
CREATE FUNCTION pg_temp.occurred_at_of(text) RETURNS timestamptz LANGUAGE plpgsql AS $$
BEGIN
    RETURN $1::timestamptz;
EXCEPTION WHEN others THEN
    RETURN NULL;
END
$$;

UPDATE incidents SET occurred_at = pg_temp.occurred_at_of(context::jsonb ->> 'occurred_at')
WHERE jsonb_typeof(context::jsonb -> 'occurred_at') = 'string';

CREATE INDEX incidents_occurred_at ON incidents (occurred_at) INCLUDE (seq);
