## Texts of the HTTP API: errors a client developer reads.

error-not-found = Not found: { $what }.
error-version-conflict = Someone else changed the incident meanwhile: read it again, then retry.
error-idempotency-key-reused = This idempotency key was already used for a different request: use a new key.
error-idempotency-key = The Idempotency-Key header must be a non-empty text of at most 255 characters.
error-invalid-cursor = The pagination cursor is not valid: use the one the previous page gave.
error-storage = The database does not answer; try again later.
error-internal = Internal error; it has been logged.
error-not-json = The request body must be JSON (Content-Type: application/json).
error-body-too-large = The request body is larger than allowed (4 MiB).
error-unreadable-body = The request body could not be read.
error-malformed-json = Malformed JSON at line { $line }, column { $column }.
error-trailing-json = Text follows the JSON document: send a single object.
error-invalid-body = Invalid field { $pointer }: { $reason }.
error-invalid-query = Invalid parameter "{ $parameter }": { $reason }.
error-unknown-kind-any = There is no incident kind "{ $kind }": kinds start with "bridge." or "tarot.". GET /v1/rulesets lists them.
error-batch-too-large = A batch holds at most { $limit } incidents.
error-missing-key = An API key is required: header Authorization: Bearer <key>.
error-bad-authorization = The Authorization header must read "Bearer <key>".
error-unknown-key = This API key is not recognised.
error-club-key-required = Only a club key can report an incident.
error-other-club = A club key sees its own club's incidents only.
error-limit = The limit parameter must be between 1 and 200.
error-record-no-auction = The deal record has no auction.
error-record-no-play = The deal record has no contract with its play.
