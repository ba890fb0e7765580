-- When the incident happened (`context.occurred_at`, issue 16), as a time
-- the federation can search by: the report time (`created_at`) is when a
-- club sent it. The text stays as the client wrote it in `context`; this
-- column holds the instant it names in UTC, written like every time of this
-- store (`2026-11-24T18:30:00.000000Z`, so that text order is time order),
-- by the server with each report (NULL when the context gives none).
ALTER TABLE incidents ADD COLUMN occurred_at TEXT;

-- The incidents stored before: SQLite reads an RFC 3339 time (`Z` or an
-- offset written `+01:00`) and gives UTC; `%f` is seconds with
-- milliseconds, so the microseconds' last three digits are written as
-- zeros. A time the server accepted in another form (`+0100`, a `UTC`
-- suffix) is one SQLite cannot read: it stays NULL, and that incident is
-- not found by when it happened (the server writes the column itself for
-- every report from this version on).
UPDATE incidents
SET occurred_at = strftime('%Y-%m-%dT%H:%M:', json_extract(context, '$.occurred_at'))
    || strftime('%f', json_extract(context, '$.occurred_at')) || '000Z'
WHERE json_type(context, '$.occurred_at') = 'text'
  AND strftime('%f', json_extract(context, '$.occurred_at')) IS NOT NULL;

CREATE INDEX incidents_occurred_at ON incidents (occurred_at, seq);
