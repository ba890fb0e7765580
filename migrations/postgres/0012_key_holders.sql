-- Who holds a key, named as a federation names people (issue 16): a
-- director with his licence, or a program. The free `label` of migration
-- 0004 stays beside it for the keys issued before, and for whatever the
-- operator adds. Fixed when the key is issued (a rotation copies it; the
-- server role may update `revoked_at` only): the events a key wrote name
-- their actor `key:<id>`, and the key names its holder, so the history
-- keeps its authors.
ALTER TABLE api_keys ADD COLUMN holder_kind TEXT CHECK (holder_kind IN ('director', 'service'));
ALTER TABLE api_keys ADD COLUMN holder_name TEXT;
ALTER TABLE api_keys ADD COLUMN holder_licence TEXT;
-- A kind and a name go together; a licence is a director's.
ALTER TABLE api_keys ADD CONSTRAINT api_keys_holder_named
    CHECK ((holder_kind IS NULL) = (holder_name IS NULL)
           AND (holder_licence IS NULL OR holder_kind = 'director'));
