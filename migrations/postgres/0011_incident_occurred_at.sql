-- When the incident happened (`context.occurred_at`, issue 16), as a time
-- the federation can search by: the report time (`created_at`) is when a
-- club sent it, which may be days later, and the edition of the laws an
-- incident is ruled under already goes by `occurred_at`. The text is kept
-- as the client wrote it in `context`; this column holds the instant it
-- names, written by the server with each report (NULL when the context
-- gives none).
ALTER TABLE incidents ADD COLUMN occurred_at timestamptz;

-- The incidents stored before: their context's time, read once. The
-- server accepted only RFC 3339 times, which PostgreSQL reads; a value it
-- cannot read is left NULL rather than fail the migration. Like 0010's
-- backfill, this update blocks writes to incidents while it runs.
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
