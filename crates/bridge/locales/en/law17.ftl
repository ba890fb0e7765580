# Law 17: the auction period (2017 17D3; 17E2 in the 2007 text).
law17-2017-d3-title = Three passes that cost a player his turn do not end the auction: it reverts to him
law17-2007-e2-title = Three passes that cost a player his turn do not end the auction: it reverts to him
law17-q-reverted-to = Three passes followed a call, this pass among them, and one of them skipped a player who never called after it: to whom did the auction revert?
law17-v-rho = The offender's right-hand opponent
law17-v-partner = The offender's partner
law17-v-lho = The offender's left-hand opponent
law17-info-cancelled-passes = the passes cancelled when the auction reverted
law17-summary-reverts = The pass out of rotation stood, but three passes followed a call, this pass among them, and one of them cost { $player ->
        [rho] the offender's right-hand opponent
        [partner] the offender's partner
       *[lho] the offender's left-hand opponent
    } his turn: the auction does not end. It reverts to that player, the passes from the one that skipped him on are cancelled, this one among them, and the auction goes on normally. What the cancelled passes showed is unauthorized for the offending side, whoever passed out of rotation among them.
law17-error-not-a-pass = Only passes can make the auction revert to a player who lost his turn (Law 17): this call was not a pass.
law17-error-record-shows-no-reversion = The record shows the auction going on after this pass without reverting to a player who lost his turn (Law 17): it did not revert.
