## Generic texts: values, seats, statuses, rulesets, input errors.

value-yes = Yes
value-no = No
seat-n = North
seat-e = East
seat-s = South
seat-w = West

ruleset-ffb-2017 = 2017 Laws of Duplicate Bridge, FFB translation
ruleset-ffb-2007 = 2007 Laws of Duplicate Bridge, FFB translation
ruleset-ffb-2017-source = The WBF Laws of Duplicate Bridge 2017 in the FFB's French edition, the « Code International 2017 », applied in France since 1 January 2018. Where the FFB left a choice open, the parameters say what it chose.
ruleset-ffb-2007-source = The WBF Laws of Duplicate Bridge 2007 in the FFB's French translation, applied in France from 1 July 2008 to 31 December 2017. Kept to rule again an incident of that time, and every ruling made under it, the same way.
ruleset-fft-donnes-libres-source = The FFT's arbitration code for free deals (Fascicule II), with the FFT's official rules of the game (règlement) where the code is silent.
ruleset-fft-donnes-libres = FFT arbitration code for free deals

summary-needs-facts = Some facts are still missing: answer the questions.
summary-missing = No rule reached a conclusion on these facts: the director must rule himself.

expected-boolean = true or false
expected-one-of = one of { $values_en }
expected-integer = a whole number from { $min } to { $max }
expected-seat = a seat: "N", "E", "S" or "W"
expected-adjusted-score = an adjusted score in the notation, e.g. { $examples }

error-unknown-kind = The incident kind "{ $kind }" is not covered by ruleset { $ruleset }. GET /v1/rulesets/{ $ruleset } lists the kinds.
error-unknown-ruleset = There is no ruleset "{ $ruleset }". GET /v1/rulesets lists them.
error-unknown-fact = There is no fact "{ $fact }" for kind { $kind }. Known facts: { $known }.
error-invalid-fact-value = Value { $value } is not allowed for fact "{ $fact }" ({ $question_en }): expected { $expected_en }.
error-unknown-choice = There is no choice "{ $choice }" for kind { $kind }.
error-outcome-not-used = Kind { $kind } does not depend on the result of the deal: leave out "outcome".
error-record-not-used = Kind { $kind } does not read a deal record: leave out "record".
error-record-empty = The deal record is empty: send it in one of these formats: { $formats }.
error-record = Invalid deal record ({ $field }): { $reason_en }
error-record-at-line = Invalid deal record ({ $field }, line { $line }): { $reason_en }

summary-awaiting-choice = A player must now choose between the options stated.
error-invalid-choice = There is no option "{ $option }" for choice "{ $choice }": the options are { $values_en }.
error-outcome-not-object = "outcome" must be a JSON object whose fields the incident kind describes.
error-unknown-outcome-field = There is no outcome field "{ $field }" for kind { $kind }. Known fields: { $known }.
error-record-ambiguous = Give the deal record in one format only: "pbn", "lin" or "json" at bridge, "tarot" at tarot.
error-record-irregular-plays-without-play = Irregular plays are given, but the record has no play for them to join.
error-record-tarot-at-bridge = A tarot deal is not read here: give the bridge deal record as "pbn", "lin" or "json".
error-record-irregular-plays-twice = Irregular plays are given both here and in the JSON record's play: send them in one place only.
error-record-no-board = The record holds no board number { $board }.
error-record-board-twice = Board { $board } appears more than once in the record (each table's play of it): send the play of the table the incident is about.
error-fact-contradicts-record = { $field_type ->
        [choices] Choice
        [outcome] Outcome field
       *[facts] Fact
    } "{ $fact }" is { $given }, but the deal record shows { $derived }.
error-record-no-irregular-call = The deal record does not contain what this incident kind needs: { $what ->
        [auction] an auction
        [insufficient_bid] an insufficient bid
        [call_out_of_rotation] a call out of rotation
        [opening_lead_out_of_turn] an opening lead out of turn
        [deal_contract_play] the deal, the contract and the play
        [revoke_at_trick] a revoke at the trick named
        [revoke] a revoke
        [declarer] the declarer
       *[other] { $what }
    }.
expected-half-points = a number of points to the half point, 0 to { $max } (40 or 40.5)
