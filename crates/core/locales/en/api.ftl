## Texts of the HTTP API: errors a client developer reads.

error-not-found = Not found: { $what ->
        [key] API key
        [appeal] appeal
       *[other] { $what }
    }.
error-path-unreadable = Not found: the path has a segment that is not valid UTF-8 text.
error-version-conflict = Someone else changed the incident meanwhile: read it again, then retry.
error-idempotency-key-reused = This idempotency key was already used for a different request: use a new key.
error-idempotency-key = The Idempotency-Key header must be a non-empty text of at most 255 characters, in visible ASCII characters (no accents).
error-invalid-cursor = The pagination cursor is not valid: use the one the previous page gave.
error-storage = The database does not answer; try again later.
error-internal = Internal error; it has been logged.
error-not-json = The request body must be JSON (Content-Type: application/json).
error-body-too-large = The request body is larger than this route allows: 1 MiB for the evaluations and game tools, 4 MiB elsewhere.
error-unreadable-body = The request body could not be read.
error-malformed-json = Malformed JSON at line { $line }, column { $column }.
error-trailing-json = Text follows the JSON document: send a single object.
error-body-not-utf8 = The body is not UTF-8 text (JSON must be): a byte at line { $line }, column { $column } is not valid.
error-invalid-body = Invalid field { $pointer }: { $reason_en }.
error-invalid-query = Invalid parameter "{ $parameter }": { $reason_en }.
error-unknown-kind-any = There is no incident kind "{ $kind }": kinds start with "bridge." or "tarot.". GET /v1/rulesets lists them.
error-batch-too-large = A batch holds at most { $limit } incidents.
error-missing-key = An API key is required: header Authorization: Bearer <key>.
error-bad-authorization = The Authorization header must read "Bearer <key>".
error-unknown-key = This API key is not recognised.
error-club-key-required = Only a club key can report an incident.
error-other-club = A club key sees its own club's incidents only.
error-limit = The limit parameter must be between 1 and 200.
error-unknown-filter-value = The { $field } parameter cannot be "{ $value }": no incident can have it (GET /v1/rulesets lists the games, the incident kinds and the rulesets).
error-unknown-rule = "{ $rule }" is not a rule id: ffb2017.…, ffb2007.… or fft.…, as decisions' traces and GET /v1/rulesets name them (ffb2017.law27.b2).
error-group-by = The group_by parameter takes one or two of law, kind, club, month, occurred_month, status, ruleset, game, overridden, appeal, region, engine_law, separated by a comma and each once (group_by=law,month).
error-paragraph-without-law = The { $paragraph } parameter needs the law it belongs to: send { $law } as well ({ $law }=27&{ $paragraph }=B2).
error-empty-director = The director parameter is empty: send part of a key holder's name or licence.
error-empty-search-parameter = The { $parameter } parameter is empty: leave it out, or give what to search for.
error-law-with-paragraph = The law parameter holds a paragraph too: search law={ $law }&paragraph={ $paragraph }.
error-record-no-auction = The deal record has no auction.
error-record-no-play = The deal record has no contract with its play.

## Why a request body or query parameter could not be read (the reason in
## error-invalid-body and error-invalid-query), in place of the JSON
## library's English.
reason-missing-field = the field "{ $field }" is missing
reason-unknown-field = there is no field "{ $field }" here{ $expected ->
        [none] {""}
       *[other] {" "}(fields allowed: { $expected })
    }
reason-unknown-value = the value "{ $value }" is not allowed{ $expected ->
        [none] {""}
       *[other] {" "}(allowed values: { $expected })
    }
reason-invalid-type = { $expected } is expected, but the request has { $found }
reason-invalid-value = { $expected } is expected, but the request has { $found }, which does not fit
reason-invalid-length = the list has { $length } items, which is not the number expected
reason-duplicate-field = the field "{ $field }" appears twice
reason-number-range = a number out of the allowed range
reason-not-a-number = a whole number, 0 or more (0, 1, 2…), is expected
reason-not-a-boolean = true or false is expected
reason-not-a-date = an RFC 3339 date is expected (2026-11-24T20:15:00Z)
reason-not-an-id = an identifier (UUID) is expected
reason-other = invalid value
reason-object-expected = a JSON object is expected ({ "{" }…{ "}" }), not an array or a single value
reason-value-of-list-expected = one of the allowed values, written as a string, is expected
type-string = a string
type-integer = a whole number
type-positive-integer = a whole number, zero or more
type-number = a number
type-boolean = a boolean (true or false)
type-object = a JSON object
type-array = a list
type-null = null
type-value = a value
found-string = the string "{ $value }"
found-integer = the number { $value }
found-number = the number { $value }
found-boolean = the boolean { $value }
found-object = a JSON object
found-array = a list
found-null = null
reason-text-or-number = a text or a whole number is expected
found-value = a value of another shape
error-invalid-body-root = Invalid request body: { $reason_en }.
error-amend-own-club = Only the incident's club amends it: a federation or admin key reads it without changing it.
error-not-utf8 = "{ $field }" is not valid UTF-8 text once decoded, which no allowed value is.
error-context-untrimmed = "{ $field }" is empty or starts or ends with a space: repeat offences are counted by licence and event as written, and a stray space would count another player or another event.
error-context-number-too-large = "{ $field }" is too large: at most 2147483647.
error-slow-play-repeaters-without-event = Without the event, the players who repeat cannot be told from those who do not: name the event, or report the repeat offenders and the others in separate incidents.
error-context-deal-number-at-bridge = "{ $field }" is a tarot deal number: at bridge, give the board.
error-context-board-at-tarot = "{ $field }" is a bridge board number: at tarot, give the deal number.
error-context-place-bridge = "{ $field }" is not a place at a bridge table: give a seat (N, E, S, W) or a role a ruling names (offender, offenders_partner, offenders_lho, offenders_rho, declarer).
error-context-place-tarot = "{ $field }" is not a place at a tarot table: give a seat number (1 to 6), a role a ruling names (offender, dealer, taker…), or concerned_1, concerned_2… for the players concerned by slow play.
error-context-occurred-in-future = "{ $field }" is more than a day in the future: give the time the irregularity happened, with the table's UTC offset.
error-no-edition-in-force = No edition of the rules the service holds was in force on { $day } (the 2007 Laws apply from 1 July 2008): name the ruleset (`ruleset`) to apply.
error-nul-byte = "{ $field }" holds a NUL character (\0), which no allowed value holds.
error-method-not-allowed = This address does not take this HTTP method: the Allow header gives those it takes.
error-request-timeout = The request took longer than allowed. A report or an amendment may still have been stored, always whole: read the incident before trying again (a report with the same idempotency key, an amendment with If-Match).
error-rate-limited = Too many requests from this address on the routes open without a key. Nothing was done; try again in { $seconds } s.
error-server-busy = The server is serving as many requests without a key as it takes at once. Nothing was done; try again in a second.
error-uri-too-long = The address of the request is too long: at most { $bytes } bytes of path and query.
error-headers-too-large = The request's headers are too large: at most { $fields } fields and { $bytes } bytes in all.
error-http = The request could not be handled.
error-offences-changed = Other rulings sanctioned the same player meanwhile; nothing was stored. Send the request again (with the same idempotency key).
error-context-text-too-long = "{ $field }" is longer than { $limit } bytes.
error-context-too-many-players = The context names more players than a table holds: at most { $licences } different licences in at most { $entries } places and roles.
error-admin-key-required = Only an admin key manages API keys.
error-club-key-needs-club = A club key must name its club ("club").
error-holder-name-blank = A key's holder needs a name ("holder.name" is empty or blank).
error-holder-licence-of-service = A program holds no licence: only a director's holder ("kind": "director") may give "holder.licence".
error-holder-licence-blank = "holder.licence" must be written without blanks around it, and not be empty: licences are compared exactly as written.
error-key-without-club = Only a club key belongs to a club: leave out "club".
error-unknown-club = No club has this id.
error-expiry-in-the-past = A key's expiry must be in the future.
error-key-revoked = This key was revoked: it can no longer be replaced. Issue a new one.
error-precondition-failed = The incident changed since the version you are amending (If-Match): read it again, then retry.
error-if-match = The If-Match header must give the incident's version, as its ETag gives it (for example "3").
error-ruling-complete = The ruling is complete: to change it, first reopen it with a reason (POST …/reopen).
error-nothing-to-reopen = The ruling is not complete, or was just reopened: there is nothing to reopen, just answer its questions.
error-nothing-to-amend = Nothing to change: { $field } is empty. Send at least one value.
error-reopen-reason = Give the reason for reopening: a non-empty text of at most 500 bytes.
error-key-expired = This key has expired: it can no longer be replaced (the new one would expire too). Issue a new one.
error-expiry-too-far = A key's expiry is at the latest on 31 December 9999.
reason-day-or-time = a day (2026-11-24) or an RFC 3339 time (2026-11-24T20:15:00Z) is expected
error-q-words = "q" must give 1 to { $max } words, in at most 200 bytes.

## A director's ruling otherwise than the engine's
director-ruling-summary = The director ruled otherwise than the engine: { $reason }
director-citation-title = Cited by the director
error-director-reason = The director's reason is missing or too long: 1 to 2,000 bytes.
error-director-rectifications = A ruling given by a director or on appeal holds at most 32 rectifications.
error-director-points-restored = Points restored at tarot are counted to the half point, at most the 91 points of a deal, with at most its three oudlers.
error-director-adjusted-score = No bridge board gives a side more than 7600 points, and an adjusted score both sides share (not split) gives each the other's opposite.
error-director-rectification-figures = This rectification holds figures no ruling can: tricks that do not add up to 13, or a penalty of no points or over 10,000.
error-director-rectification-twice = The same rectification is given twice: it would be applied, and its sanction recorded, twice.
error-director-citations = A ruling given by a director or on appeal cites 1 to 16 laws or paragraphs: a ruling always says what it rests on.
error-director-citation-bridge-law = A bridge ruling cites a law of the Laws of Duplicate Bridge by its number, 1 to 93 (16, not "Law 16" or "016"), and its paragraph apart; a federation's regulation is cited under the law that allows it (40 B2, 80 B…), in the paragraph.
error-director-citation-tarot-section = A tarot ruling cites a section of the FFT's arbitration code, or its règlement, by the name the catalogue gives it: { $sections }. The case or the chapter goes in the paragraph.
error-director-citation-law = Each citation names its law (or, at tarot, its section): 1 to 64 bytes.
error-director-citation-paragraph = A cited paragraph is at most 128 bytes.

## Appeals (Laws 92 and 93)
appeal-ruling-summary-committee = On appeal, the committee changed the ruling: { $reason }
appeal-ruling-summary-director = On appeal, the director in charge changed the ruling: { $reason }
appeal-citation-title = Cited by the appeal decision
error-appeal-appellant = Name who appeals (a side, a team, a player): 1 to 200 bytes.
error-appeal-reason = The appeal's reason, or the decision's grounds, is missing or too long: 1 to 2,000 bytes.
error-appeal-concurrence = At bridge an appeal is heard only if both members of the pair, or the team's captain, concur (Law 92D): say so with "concurrence": true.
error-appeal-not-ruled = There is no ruling to appeal now: the incident is waiting for answers, or was reopened and is about to be ruled again (an appeal is against a ruling made).
error-appeal-pending = This appellant's appeal of the ruling is already waiting for its decision.
error-appeal-decided = This appeal has already been decided.
error-appeal-stands-with-ruling = A decision that lets the ruling stand gives no new rectifications or citations: send "ruling_changed" to change the ruling.
error-appeal-deposit-kept = A decision that changes the ruling does not keep the deposit: only an appeal without merit loses it.
error-appeal-decided-frozen = This ruling was decided on appeal: only a further appeal can change it now.
error-appeal-pending-frozen = An appeal of this ruling is waiting for its decision: the ruling stays as it was appealed until then.
error-appeal-through-director = An appeal is lodged through the director: only a key of the incident's club records it.
error-director-rectification-game = This rectification belongs to the other game's vocabulary: it would be recorded on this incident and never applied.

# The title of a problem document (RFC 9457): a short summary of its HTTP
# status, in the caller's language; `detail` says what went wrong.
problem-title = { $status ->
        [400] Bad request
        [401] Authentication required
        [403] Not allowed
        [404] Not found
        [405] Method not allowed
        [406] Not acceptable
        [408] Request took too long
        [409] Conflict
        [412] Precondition failed
        [413] Request too large
        [414] Request target too long
        [415] Unsupported content type
        [422] Request cannot be processed
        [429] Too many requests
        [431] Request headers too large
        [500] Internal error
        [503] Service unavailable
        [504] Took too long
       *[other] Error
    }
error-ruling-after-missing-call = A ruling is given after a call the record does not hold: the record has { $calls } calls.
