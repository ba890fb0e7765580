-- API keys can be labelled (who holds them), given an expiry, and revoked.
-- A revoked or expired key no longer authenticates; the row stays, so the
-- history's actors (`key:<id>`) can still be traced to a holder.
-- Times are fixed-width RFC 3339 texts, as everywhere in this schema, so
-- they compare as text.
ALTER TABLE api_keys ADD COLUMN label TEXT;
ALTER TABLE api_keys ADD COLUMN expires_at TEXT;
ALTER TABLE api_keys ADD COLUMN revoked_at TEXT;

-- A revocation is final: once set, `revoked_at` never changes again.
CREATE TRIGGER api_keys_revocation_final BEFORE UPDATE OF revoked_at ON api_keys
WHEN OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS NOT OLD.revoked_at
BEGIN
    SELECT RAISE(ABORT, 'a key revocation is final');
END;
