-- Sanctions are part of the audit trail like events and rulings: a sanction
-- a later ruling no longer gives is withdrawn by a `revoked` row, never
-- changed or removed.
CREATE TRIGGER sanctions_append_only
    BEFORE UPDATE OR DELETE ON sanctions
    FOR EACH ROW EXECUTE FUNCTION arbitre_append_only();

-- TRUNCATE bypasses row triggers, so it gets a statement trigger of its own.
CREATE TRIGGER sanctions_no_truncate
    BEFORE TRUNCATE ON sanctions
    FOR EACH STATEMENT EXECUTE FUNCTION arbitre_append_only();
