-- API keys can be labelled (who holds them), given an expiry, and revoked.
-- A revoked or expired key no longer authenticates; the row stays, so the
-- history's actors (`key:<id>`) can still be traced to a holder.
ALTER TABLE api_keys ADD COLUMN label TEXT;
ALTER TABLE api_keys ADD COLUMN expires_at TIMESTAMPTZ;
ALTER TABLE api_keys ADD COLUMN revoked_at TIMESTAMPTZ;
