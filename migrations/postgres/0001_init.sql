-- Arbitre's first schema, PostgreSQL flavour. Never edit this file once it
-- has landed: add a new numbered migration instead (sqlx checks checksums).
--
-- JSON columns are TEXT, not JSONB: JSONB reorders keys and normalises
-- numbers, and a federation must be able to read back exactly what a club
-- sent and exactly what ruling was given. The same holds on SQLite.
--
-- Objects are created unqualified, i.e. in the first schema of the
-- search_path, so tests can run each in a schema of their own.

CREATE TABLE clubs (
    id          UUID PRIMARY KEY,
    name        TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL
);

CREATE TABLE api_keys (
    id          UUID PRIMARY KEY,
    club_id     UUID REFERENCES clubs (id),
    role        TEXT NOT NULL CHECK (role IN ('club', 'federation', 'admin')),
    -- SHA-256 hex of the secret; the secret itself is never stored.
    secret_hash TEXT NOT NULL UNIQUE,
    created_at  TIMESTAMPTZ NOT NULL,
    -- A club key without a club would see nothing (or, worse, everything).
    CHECK (role <> 'club' OR club_id IS NOT NULL)
);

CREATE INDEX api_keys_club ON api_keys (club_id);

CREATE TABLE incidents (
    id              UUID PRIMARY KEY,
    -- Insertion order, for keyset pagination (newest first).
    seq             BIGINT GENERATED ALWAYS AS IDENTITY UNIQUE,
    club_id         UUID NOT NULL REFERENCES clubs (id),
    game            TEXT NOT NULL,
    kind            TEXT NOT NULL,
    ruleset         TEXT NOT NULL,
    status          TEXT NOT NULL,
    context         TEXT NOT NULL,
    input           TEXT NOT NULL,
    version         BIGINT NOT NULL CHECK (version >= 1),
    idempotency_key TEXT,
    request_hash    TEXT,
    created_at      TIMESTAMPTZ NOT NULL,
    updated_at      TIMESTAMPTZ NOT NULL,
    -- The target of INSERT ... ON CONFLICT DO NOTHING: a concurrent
    -- duplicate waits for the first transaction, then does nothing. NULL keys
    -- never collide, so incidents without a key are unconstrained.
    UNIQUE (club_id, idempotency_key),
    CHECK ((idempotency_key IS NULL) = (request_hash IS NULL))
);

-- One index per list filter, each ending in seq so the newest-first keyset
-- scan can use it.
CREATE INDEX incidents_club_seq ON incidents (club_id, seq);
CREATE INDEX incidents_game_seq ON incidents (game, seq);
CREATE INDEX incidents_kind_seq ON incidents (kind, seq);
CREATE INDEX incidents_status_seq ON incidents (status, seq);
CREATE INDEX incidents_created_at ON incidents (created_at);

-- Append-only history of each incident.
CREATE TABLE incident_events (
    id          UUID PRIMARY KEY,
    incident_id UUID NOT NULL REFERENCES incidents (id),
    seq         BIGINT NOT NULL CHECK (seq >= 1),
    kind        TEXT NOT NULL,
    actor       TEXT NOT NULL,
    payload     TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    UNIQUE (incident_id, seq)
);

-- Append-only: one decision snapshot per event.
CREATE TABLE rulings (
    id              UUID PRIMARY KEY,
    incident_id     UUID NOT NULL REFERENCES incidents (id),
    event_id        UUID NOT NULL UNIQUE REFERENCES incident_events (id),
    seq             BIGINT NOT NULL CHECK (seq >= 1),
    decision        TEXT NOT NULL,
    engine_version  TEXT NOT NULL,
    ruleset_version TEXT NOT NULL,
    status          TEXT NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    UNIQUE (incident_id, seq)
);

CREATE TABLE sanctions (
    id          UUID PRIMARY KEY,
    club_id     UUID NOT NULL REFERENCES clubs (id),
    incident_id UUID REFERENCES incidents (id),
    player      TEXT NOT NULL,
    kind        TEXT NOT NULL,
    detail      TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL
);

CREATE INDEX sanctions_player ON sanctions (player, created_at);

-- The audit trail is enforced by the database too, not only by the code:
-- events and rulings can be inserted, never changed or removed.
CREATE FUNCTION arbitre_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;

CREATE TRIGGER incident_events_append_only
    BEFORE UPDATE OR DELETE ON incident_events
    FOR EACH ROW EXECUTE FUNCTION arbitre_append_only();

-- TRUNCATE bypasses row triggers, so it gets a statement trigger of its own.
CREATE TRIGGER incident_events_no_truncate
    BEFORE TRUNCATE ON incident_events
    FOR EACH STATEMENT EXECUTE FUNCTION arbitre_append_only();

CREATE TRIGGER rulings_append_only
    BEFORE UPDATE OR DELETE ON rulings
    FOR EACH ROW EXECUTE FUNCTION arbitre_append_only();

CREATE TRIGGER rulings_no_truncate
    BEFORE TRUNCATE ON rulings
    FOR EACH STATEMENT EXECUTE FUNCTION arbitre_append_only();
