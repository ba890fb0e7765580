-- Sanctions are part of the audit trail like events and rulings: a sanction
-- a later ruling no longer gives is withdrawn by a `revoked` row, never
-- changed or removed.
CREATE TRIGGER sanctions_no_update BEFORE UPDATE ON sanctions
BEGIN
    SELECT RAISE(ABORT, 'sanctions is append-only');
END;

CREATE TRIGGER sanctions_no_delete BEFORE DELETE ON sanctions
BEGIN
    SELECT RAISE(ABORT, 'sanctions is append-only');
END;
