-- Arbitre's first schema, SQLite flavour. Never edit this file once it has
-- landed: add a new numbered migration instead (sqlx checks checksums).
--
-- Conventions (the store binds and parses these itself):
-- * ids are hyphenated lowercase UUID text;
-- * timestamps are UTC text in the fixed-width format
--   YYYY-MM-DDTHH:MM:SS.ffffffZ, so comparing the text compares the instants
--   (used by ORDER BY and by the from/to filters);
-- * JSON is TEXT exactly as serde_json wrote it (same as on PostgreSQL), so it
--   reads back byte for byte;
-- * STRICT tables, so a value of the wrong type is refused instead of being
--   silently stored.

CREATE TABLE clubs (
    id          TEXT PRIMARY KEY NOT NULL,
    name        TEXT NOT NULL,
    created_at  TEXT NOT NULL
) STRICT;

CREATE TABLE api_keys (
    id          TEXT PRIMARY KEY NOT NULL,
    club_id     TEXT REFERENCES clubs (id),
    role        TEXT NOT NULL CHECK (role IN ('club', 'federation', 'admin')),
    -- SHA-256 hex of the secret; the secret itself is never stored.
    secret_hash TEXT NOT NULL UNIQUE,
    created_at  TEXT NOT NULL,
    -- A club key without a club would see nothing (or, worse, everything).
    CHECK (role <> 'club' OR club_id IS NOT NULL)
) STRICT;

CREATE INDEX api_keys_club ON api_keys (club_id);

CREATE TABLE incidents (
    -- AUTOINCREMENT: a seq is never reused, so pagination cursors stay valid.
    seq             INTEGER PRIMARY KEY AUTOINCREMENT,
    id              TEXT NOT NULL UNIQUE,
    club_id         TEXT NOT NULL REFERENCES clubs (id),
    game            TEXT NOT NULL,
    kind            TEXT NOT NULL,
    ruleset         TEXT NOT NULL,
    status          TEXT NOT NULL,
    context         TEXT NOT NULL,
    input           TEXT NOT NULL,
    version         INTEGER NOT NULL CHECK (version >= 1),
    idempotency_key TEXT,
    request_hash    TEXT,
    created_at      TEXT NOT NULL,
    updated_at      TEXT NOT NULL,
    -- NULL keys never collide, so incidents without a key are unconstrained.
    UNIQUE (club_id, idempotency_key),
    CHECK ((idempotency_key IS NULL) = (request_hash IS NULL))
) STRICT;

-- One index per list filter, each ending in seq so the newest-first keyset
-- scan can use it.
CREATE INDEX incidents_club_seq ON incidents (club_id, seq);
CREATE INDEX incidents_game_seq ON incidents (game, seq);
CREATE INDEX incidents_kind_seq ON incidents (kind, seq);
CREATE INDEX incidents_status_seq ON incidents (status, seq);
CREATE INDEX incidents_created_at ON incidents (created_at);

-- Append-only history of each incident.
CREATE TABLE incident_events (
    id          TEXT PRIMARY KEY NOT NULL,
    incident_id TEXT NOT NULL REFERENCES incidents (id),
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    kind        TEXT NOT NULL,
    actor       TEXT NOT NULL,
    payload     TEXT NOT NULL,
    created_at  TEXT NOT NULL,
    UNIQUE (incident_id, seq)
) STRICT;

-- Append-only: one decision snapshot per event.
CREATE TABLE rulings (
    id              TEXT PRIMARY KEY NOT NULL,
    incident_id     TEXT NOT NULL REFERENCES incidents (id),
    event_id        TEXT NOT NULL UNIQUE REFERENCES incident_events (id),
    seq             INTEGER NOT NULL CHECK (seq >= 1),
    decision        TEXT NOT NULL,
    engine_version  TEXT NOT NULL,
    ruleset_version TEXT NOT NULL,
    status          TEXT NOT NULL,
    created_at      TEXT NOT NULL,
    UNIQUE (incident_id, seq)
) STRICT;

CREATE TABLE sanctions (
    id          TEXT PRIMARY KEY NOT NULL,
    club_id     TEXT NOT NULL REFERENCES clubs (id),
    incident_id TEXT REFERENCES incidents (id),
    player      TEXT NOT NULL,
    kind        TEXT NOT NULL,
    detail      TEXT NOT NULL,
    created_at  TEXT NOT NULL
) STRICT;

CREATE INDEX sanctions_player ON sanctions (player, created_at);

-- The audit trail is enforced by the database too, not only by the code:
-- events and rulings can be inserted, never changed or removed.
CREATE TRIGGER incident_events_no_update BEFORE UPDATE ON incident_events
BEGIN
    SELECT RAISE(ABORT, 'incident_events is append-only');
END;

CREATE TRIGGER incident_events_no_delete BEFORE DELETE ON incident_events
BEGIN
    SELECT RAISE(ABORT, 'incident_events is append-only');
END;

CREATE TRIGGER rulings_no_update BEFORE UPDATE ON rulings
BEGIN
    SELECT RAISE(ABORT, 'rulings is append-only');
END;

CREATE TRIGGER rulings_no_delete BEFORE DELETE ON rulings
BEGIN
    SELECT RAISE(ABORT, 'rulings is append-only');
END;
