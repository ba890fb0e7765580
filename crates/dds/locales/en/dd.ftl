# The double-dummy analysis: why a record or a request cannot be analysed.
dd-error-incomplete-deal = Double-dummy analysis needs all four hands: the record does not give them all.
dd-error-no-contract = To analyse a position in the play, the record must give the contract and declarer (or the opening leader).
dd-error-after-cards = The record has only { $played } cards played: it cannot stop after card { $after }.
dd-error-play-over = After { $after } cards all thirteen tricks are played: there is no position left to analyse.
dd-error-revoke = In the trick in progress { $seat } did not follow suit although holding the suit led (a revoke): the solver only analyses regular positions; analyse the position before the revoke.
dd-error-solver = The double-dummy solver failed on this deal.
dd-error-no-vulnerability = To score contracts, the record must give the vulnerability.
dd-error-contract = "{ $contract }" is not a contract: write the level, the strain (C, D, H, S, NT), then X or XX, or Pass.
dd-error-busy = The double-dummy solver is busy: no answer came within the time allowed. Nothing was changed; send the same request again in a few seconds.
dd-error-too-many-contracts = At most { $limit } contracts can be scored double-dummy in one request.
dd-error-contracts-bridge-only = Double-dummy contracts apply to bridge incidents only.
dd-error-solve-limit = This batch already asked the double-dummy solver for as many incidents as one request may ({ $limit }): send this incident's contracts in another request.
