-- API keys can be labelled (who holds them), given an expiry, and revoked.
-- A revoked or expired key no longer authenticates; the row stays, so the
-- history's actors (`key:<id>`) can still be traced to a holder.
ALTER TABLE api_keys ADD COLUMN label TEXT;
ALTER TABLE api_keys ADD COLUMN expires_at TIMESTAMPTZ;
ALTER TABLE api_keys ADD COLUMN revoked_at TIMESTAMPTZ;

-- A revocation is final: once set, `revoked_at` never changes again (no
-- role, not even the server's, brings a revoked key back).
CREATE FUNCTION arbitre_revocation_final() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.revoked_at IS NOT NULL AND NEW.revoked_at IS DISTINCT FROM OLD.revoked_at THEN
        RAISE EXCEPTION 'a key revocation is final';
    END IF;
    RETURN NEW;
END;
$$;

CREATE TRIGGER api_keys_revocation_final
    BEFORE UPDATE ON api_keys
    FOR EACH ROW EXECUTE FUNCTION arbitre_revocation_final();
