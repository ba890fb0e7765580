//! Import of BBO LIN records (Bridge Base Online's hand records, "my
//! hands" histories and vugraph archives).
//!
//! A LIN text is a series of `key|value|` pairs. What is read:
//!
//! - `md`: the deal. A digit for the dealer (1 South, 2 West, 3 North,
//!   4 East), then the hands of South, West, North and East, separated by
//!   commas, each written `S…H…D…C…` (a suit letter, then its ranks, in any
//!   order and case; `T` or `10` for the ten). A hand left empty is unknown;
//!   with three hands given the fourth is deduced (BBO leaves East's out).
//! - `sv`: vulnerability, `o` (none; also `0` and `-`), `n` (North-South),
//!   `e` (East-West), `b` (both).
//! - `mb`: a call, by the dealer first and then in rotation: `p`, `d`, `r`,
//!   `1C` … `7N`, any case; `!` after it marks an alert. `an`: the
//!   explanation of the last call.
//! - `pc`: a card, **in the order played** (not in columns as PBN). The
//!   opening leader is declarer's left-hand opponent, and the winner of each
//!   trick leads the next, so the cards are placed trick by trick by
//!   rotation; a card its player does not hold is then an error.
//! - `mc`: a claim, the total number of tricks declarer takes: it is the
//!   record's `result`. Without a claim, a play of 13 tricks gives the
//!   result.
//! - `ah` (`Board 12`) and `qx` (`o12`, `c12,BOARD 12`: open or closed room)
//!   give the board number.
//!
//! Every other key (`pn` players, `st`, `rh`, `pg`, `nt` commentary, `vg`,
//! `rs`, `sa`, `pf`, …) is skipped. Line breaks are not part of the format:
//! some programs break a record anywhere, even inside a value
//! (`…|sv|o` ⏎ `|sa|0|…`), so they are removed before reading.
//!
//! A file may hold many boards (a vugraph session holds every board of both
//! rooms). A new board starts at each `qx`, and at an `md`, `ah` or `sv` when
//! the board being read already has that key or has started its auction or
//! play (files without `qx` write one board per line, starting with `pn`,
//! `st` or `md`).
//!
//! Errors are [`RecordError`]s whose field is the LIN key (`md`, `sv`, `mb`,
//! `pc`, `mc`; `LIN` for the layout), with the line.

use crate::auction::{Auction, AuctionCall, Call};
use crate::card::{Card, Rank, Seat, Suit, Vulnerability};
use crate::deal::Deal;
use crate::deal_record::DealRecord;
use crate::play::{PlayRecord, winning_seat};
use crate::record_error::RecordError;

/// The field name used for errors about the layout of the text.
const LAYOUT: &str = "LIN";

/// Reads every board of a LIN text, in the order of the text.
///
/// # Errors
/// The first problem found: a key that is not one, a value that cannot be
/// read (a deal, a call, a card, a vulnerability, a claim), an impossible
/// record (a card in two hands, a hand of 12 cards, a call after the auction
/// closed, a card played twice or by a player who does not hold it), cards
/// played after an auction that did not end in a contract, or a text with
/// no board at all.
pub fn parse_lin(text: &str) -> Result<Vec<DealRecord>, RecordError> {
    let pairs = pairs(text)?;
    let mut boards = Vec::new();
    let mut current = Board::default();
    for pair in pairs {
        let key = pair.key.to_ascii_lowercase();
        let starts_new = match key.as_str() {
            "qx" => current.has_content(),
            "md" => current.md.is_some() || current.has_play_or_auction(),
            "ah" => current.ah.is_some() || current.has_play_or_auction(),
            "sv" => current.sv.is_some() || current.has_play_or_auction(),
            _ => false,
        };
        if starts_new {
            boards.push(std::mem::take(&mut current));
        }
        match key.as_str() {
            "qx" => current.qx = Some(pair),
            "md" => current.md = Some(pair),
            "ah" => current.ah = Some(pair),
            "sv" => current.sv = Some(pair),
            "mb" => current.calls.push(pair),
            "an" => {
                if let Some(last) = current.calls.len().checked_sub(1) {
                    current.notes.push((last, pair.value));
                }
            }
            "pc" => current.cards.push(pair),
            "mc" => current.claim = Some(pair),
            // Players, commentary, results, layout: nothing the rulings use.
            _ => {}
        }
    }
    boards.push(current);
    let records: Vec<DealRecord> =
        boards.into_iter().filter(Board::is_board).map(Board::into_record).collect::<Result<_, _>>()?;
    if records.is_empty() {
        return Err(RecordError::new(LAYOUT, "record-lin-no-board"));
    }
    Ok(records)
}

/// One `key|value|` pair, with the line the key is on.
#[derive(Debug, Clone, Default)]
struct Pair {
    key: String,
    value: String,
    line: usize,
}

/// Splits the text into pairs. Line breaks are removed (see the module
/// documentation); keys are two letters.
fn pairs(text: &str) -> Result<Vec<Pair>, RecordError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // Each piece between bars, with the line it starts on.
    let mut pieces: Vec<(String, usize)> = Vec::new();
    let mut piece = String::new();
    let mut line = 1;
    let mut start_line = 1;
    for c in text.chars() {
        match c {
            '|' => {
                pieces.push((std::mem::take(&mut piece), start_line));
                start_line = line;
            }
            '\n' => {
                line += 1;
                if piece.trim().is_empty() {
                    start_line = line;
                }
            }
            '\r' => {}
            c => piece.push(c),
        }
    }
    let trailing = piece;
    let mut out = Vec::with_capacity(pieces.len() / 2);
    let mut iter = pieces.into_iter();
    while let Some((key, line)) = iter.next() {
        let key = key.trim().to_owned();
        let valid = key.len() == 2 && key.chars().all(|c| c.is_ascii_alphabetic());
        if !valid {
            let shown: String = key.chars().take(40).collect();
            return Err(RecordError::new(LAYOUT, "record-lin-bad-key").arg("text", shown).at_line(line));
        }
        // A last key without its closing bar still has its value.
        let value = match iter.next() {
            Some((value, _)) => value,
            None => trailing.clone(),
        };
        out.push(Pair { key, value: value.trim().to_owned(), line });
    }
    if out.is_empty() && !trailing.trim().is_empty() {
        let shown: String = trailing.trim().chars().take(40).collect();
        return Err(RecordError::new(LAYOUT, "record-lin-bad-key").arg("text", shown).at_line(line));
    }
    Ok(out)
}

/// The pairs of one board.
#[derive(Debug, Default)]
struct Board {
    qx: Option<Pair>,
    ah: Option<Pair>,
    md: Option<Pair>,
    sv: Option<Pair>,
    calls: Vec<Pair>,
    /// `an` annotations: the index of the call, and the text.
    notes: Vec<(usize, String)>,
    cards: Vec<Pair>,
    claim: Option<Pair>,
}

impl Board {
    fn has_play_or_auction(&self) -> bool {
        !self.calls.is_empty() || !self.cards.is_empty() || self.claim.is_some()
    }

    fn has_content(&self) -> bool {
        self.qx.is_some() || self.ah.is_some() || self.md.is_some() || self.sv.is_some() || self.has_play_or_auction()
    }

    /// Whether there is a board here: a deal, a call or a card. A room
    /// marker or board header with nothing after it is not one.
    fn is_board(&self) -> bool {
        self.md.is_some() || !self.calls.is_empty() || !self.cards.is_empty()
    }

    /// The board number: `ah|Board 12`, else `qx|o12`.
    fn number(&self) -> Option<u32> {
        let digits = |text: &str| -> Option<u32> {
            let start = text.find(|c: char| c.is_ascii_digit())?;
            let rest = &text[start..];
            let end = rest.find(|c: char| !c.is_ascii_digit()).unwrap_or(rest.len());
            rest[..end].parse().ok()
        };
        let from_ah = self.ah.as_ref().and_then(|p| {
            let words: Vec<&str> = p.value.split_whitespace().collect();
            words.last().and_then(|w| digits(w))
        });
        let from_qx = self.qx.as_ref().and_then(|p| digits(p.value.split(',').next().unwrap_or("")));
        from_ah.or(from_qx)
    }

    fn into_record(self) -> Result<DealRecord, RecordError> {
        let board = self.number();
        let (dealer, deal) = match &self.md {
            Some(pair) => read_md(pair)?,
            None => (None, None),
        };
        let vulnerable = match &self.sv {
            Some(pair) => read_sv(pair)?,
            None => None,
        };
        let (auction, call_lines) = self.auction(dealer)?;
        let contract = auction.as_ref().and_then(Auction::final_contract);
        let declarer = auction.as_ref().and_then(Auction::declarer);
        let play = match (contract.and_then(|c| c.strain()), declarer) {
            _ if self.cards.is_empty() => None,
            (Some(strain), Some(declarer)) => {
                // LIN writes no leader: the opening lead is declarer's left
                // hand opponent's, unless the deal shows the first card in
                // another hand. That is a lead out of turn (accepted, since
                // it stood in the play), read as PBN reads its Play tag; the
                // record's irregular plays say what became of it (a club
                // probe's accepted lead out of turn was refused).
                let first = self.cards.first().and_then(|pair| pair.value.parse::<Card>().ok());
                let holder = first.and_then(|card| deal.as_ref().and_then(|d| d.holder(card)));
                Some(self.play(holder.unwrap_or(declarer.next()), strain.trump())?)
            }
            _ => {
                let line = self.cards.first().map_or(0, |p| p.line);
                return Err(RecordError::new("pc", "record-lin-play-no-contract").at_line(line));
            }
        };
        let claim = match &self.claim {
            Some(pair) => Some(pair.value.parse::<u8>().ok().filter(|&n| n <= 13).ok_or_else(|| {
                RecordError::new("mc", "record-lin-bad-claim").arg("value", &pair.value).at_line(pair.line)
            })?),
            None => None,
        };
        let record = DealRecord {
            board,
            dealer,
            vulnerable,
            deal,
            auction,
            contract,
            declarer,
            play,
            result: claim,
            play_cache: crate::play_view::PlayCache::default(),
        };
        let mut record = record.validated().map_err(|e| {
            let e = match e.field.as_str() {
                "Auction" => crate::pbn::locate_call(e, &call_lines).in_field("mb"),
                "Play" => e.in_field("pc"),
                "Deal" => e.in_field("md"),
                "Dealer" => e.in_field("md"),
                _ => e,
            };
            let line = self.md.as_ref().or(self.qx.as_ref()).map_or(1, |p| p.line);
            e.or_line(line)
        })?;
        if record.result.is_none() {
            record.result = record.tricks_from_play();
        }
        Ok(record)
    }

    /// The auction of the `mb` pairs, by `dealer` first and in rotation,
    /// with the line of each call; not yet checked.
    fn auction(&self, dealer: Option<Seat>) -> Result<(Option<Auction>, Vec<usize>), RecordError> {
        let Some(first) = self.calls.first() else {
            return Ok((None, Vec::new()));
        };
        let dealer = dealer.ok_or_else(|| RecordError::new("md", "record-lin-no-dealer").at_line(first.line))?;
        let mut auction = Auction::new(dealer);
        let mut lines = Vec::with_capacity(self.calls.len());
        for (i, pair) in self.calls.iter().enumerate() {
            let text = pair.value.trim_end_matches('!');
            let call = text.parse::<Call>().map_err(|_| {
                RecordError::new("mb", "record-lin-bad-call").arg("value", &pair.value).at_line(pair.line)
            })?;
            let mut entry = AuctionCall::new(Seat::from_index(dealer.index() + i), call);
            entry.alerted = pair.value.ends_with('!');
            auction.calls.push(entry);
            lines.push(pair.line);
        }
        for (index, text) in &self.notes {
            if let Some(call) = auction.calls.get_mut(*index)
                && !text.is_empty()
            {
                call.explanation = Some(text.clone());
            }
        }
        Ok((Some(auction), lines))
    }

    /// The `pc` cards, in play order, as a play record: four cards a trick,
    /// `leader` leading the first and each trick's winner the next.
    fn play(&self, leader: Seat, trump: Option<Suit>) -> Result<PlayRecord, RecordError> {
        let mut cards = Vec::with_capacity(self.cards.len());
        for pair in &self.cards {
            let card = pair
                .value
                .parse::<Card>()
                .map_err(|_| RecordError::new("pc", "record-bad-card").arg("text", &pair.value).at_line(pair.line))?;
            cards.push((card, pair.line));
        }
        let mut rows = Vec::with_capacity(cards.len().div_ceil(4));
        let mut line_of_row = Vec::with_capacity(rows.capacity());
        let mut to_lead = leader;
        for trick in cards.chunks(4) {
            let mut row = [None; 4];
            let mut played = Vec::with_capacity(4);
            for (offset, (card, _)) in trick.iter().enumerate() {
                let seat = Seat::from_index(to_lead.index() + offset);
                row[seat.index()] = Some(*card);
                played.push((seat, *card));
            }
            rows.push(row);
            line_of_row.push(trick.first().map_or(0, |(_, line)| *line));
            if played.len() == 4 {
                to_lead = winning_seat(&played, trump).unwrap_or(to_lead);
            }
        }
        Ok(PlayRecord { opening_leader: leader, rows, line_of_row, irregularities: Vec::new() })
    }
}

/// Reads `md`: the dealer digit and the hands of South, West, North, East.
fn read_md(pair: &Pair) -> Result<(Option<Seat>, Option<Deal>), RecordError> {
    let value = pair.value.as_str();
    let (dealer, hands_text) = match value.chars().next() {
        Some(c) if c.is_ascii_digit() => {
            let seat = match c {
                '1' => Seat::S,
                '2' => Seat::W,
                '3' => Seat::N,
                '4' => Seat::E,
                _ => {
                    return Err(RecordError::new("md", "record-lin-bad-dealer").arg("value", value).at_line(pair.line));
                }
            };
            (Some(seat), &value[1..])
        }
        _ => (None, value),
    };
    let texts: Vec<&str> = hands_text.split(',').map(str::trim).collect();
    if texts.len() > 4 && texts[4..].iter().any(|t| !t.is_empty()) {
        return Err(RecordError::new("md", "record-lin-hand-count").arg("count", texts.len()).at_line(pair.line));
    }
    const ORDER: [Seat; 4] = [Seat::S, Seat::W, Seat::N, Seat::E];
    let mut hands: [Option<Vec<Card>>; 4] = Default::default();
    for (seat, text) in ORDER.into_iter().zip(texts) {
        if !text.is_empty() {
            hands[seat.index()] = Some(read_hand(text).map_err(|e| e.at_line(pair.line))?);
        }
    }
    if hands.iter().all(Option::is_none) {
        return Ok((dealer, None));
    }
    let deal = Deal::new(hands).map_err(|e| e.in_field("md").or_line(pair.line))?;
    Ok((dealer, Some(deal)))
}

/// Reads one LIN hand, `SAKQHJT9D876C5432`.
fn read_hand(text: &str) -> Result<Vec<Card>, RecordError> {
    let mut cards = Vec::with_capacity(13);
    let mut suit: Option<Suit> = None;
    let mut chars = text.chars().peekable();
    let bad = |c: char| RecordError::new("md", "record-lin-hand-syntax").arg("hand", text).arg("char", c);
    while let Some(c) = chars.next() {
        // Suit letters and ranks never share a character.
        if let Some(s) = Suit::from_char(c) {
            suit = Some(s);
            continue;
        }
        let rank = if c == '1' && chars.peek() == Some(&'0') {
            chars.next();
            Some(Rank::Ten)
        } else {
            Rank::from_char(c)
        };
        match (suit, rank) {
            (Some(suit), Some(rank)) => cards.push(Card::new(suit, rank)),
            _ => return Err(bad(c)),
        }
    }
    Ok(cards)
}

/// Reads `sv`. An empty value is unknown.
fn read_sv(pair: &Pair) -> Result<Option<Vulnerability>, RecordError> {
    let vulnerability = match pair.value.to_ascii_lowercase().as_str() {
        "" => return Ok(None),
        "o" | "0" | "-" => Vulnerability::None,
        "n" => Vulnerability::NS,
        "e" => Vulnerability::EW,
        "b" => Vulnerability::All,
        _ => {
            return Err(RecordError::new("sv", "record-lin-bad-vulnerability")
                .arg("value", &pair.value)
                .at_line(pair.line));
        }
    };
    Ok(Some(vulnerability))
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::card::FinalContract;
    use crate::play::{reconstruct_tricks, tricks_won};

    /// Board 1 of a BBO "my hands" history (pbntools test data): North
    /// deals, 5D by East, claim of 11 tricks after 11 tricks.
    const CLAIM: &str = "pn|jdr9999,sisse1745,jaak99,myriam1745|st||md|3S2TKH248TQD7C259T,S456H56JKD45TC7QA,S389QAH379AD29KC3,|rh||ah|Board 1|sv|o|mb|1S|mb|2N!|an|gesthem|mb|p|mb|3C|mb|p|mb|3D|mb|p|mb|3H|mb|p|mb|4D|mb|p|mb|5D|mb|p|mb|p|mb|p|pg||pc|S2|pc|S4|pc|SA|pc|S7|pg||pc|S3|pc|SJ|pc|SK|pc|S5|pg||pc|ST|pc|S6|pc|SQ|pc|D3|pg||pc|C4|pc|C5|pc|CQ|pc|C3|pg||pc|DT|pc|D2|pc|D6|pc|D7|pg||pc|D4|pc|D9|pc|DJ|pc|H2|pg||pc|DA|pc|H4|pc|D5|pc|DK|pg||pc|C6|pc|C2|pc|CA|pc|H3|pg||pc|C7|pc|S9|pc|CK|pc|C9|pg||pc|CJ|pc|CT|pc|H5|pc|H7|pg||pc|C8|pc|H8|pc|H6|pc|H9|pg||mc|11|\n";

    fn card(text: &str) -> Card {
        text.parse().unwrap()
    }

    #[test]
    fn a_bbo_record_reads_whole() {
        let records = parse_lin(CLAIM).unwrap();
        assert_eq!(records.len(), 1);
        let r = &records[0];
        assert_eq!(r.board, Some(1));
        assert_eq!(r.dealer, Some(Seat::N));
        assert_eq!(r.vulnerable, Some(Vulnerability::None));
        let deal = r.deal.as_ref().unwrap();
        assert!(deal.is_complete());
        // South's hand is first, then West, North; East is deduced.
        assert_eq!(deal.holder(card("S2")), Some(Seat::S));
        assert_eq!(deal.holder(card("S4")), Some(Seat::W));
        assert_eq!(deal.holder(card("SA")), Some(Seat::N));
        assert_eq!(deal.holder(card("S7")), Some(Seat::E));
        let auction = r.auction.as_ref().unwrap();
        assert_eq!(auction.dealer, Seat::N);
        assert_eq!(auction.calls[1].seat, Seat::E);
        assert_eq!(auction.calls[1].call.to_string(), "2NT");
        assert!(auction.calls[1].alerted);
        assert_eq!(auction.calls[1].explanation.as_deref(), Some("gesthem"));
        assert_eq!(r.contract.unwrap().to_string(), "5D");
        // East named diamonds first (3D); West bid 5D.
        assert_eq!(r.declarer, Some(Seat::E));
        assert_eq!(r.result, Some(11));
        let play = r.play.as_ref().unwrap();
        assert_eq!(play.opening_leader, Seat::S);
        assert_eq!(play.rows.len(), 11);
        assert_eq!(play.rows[0][Seat::S.index()], Some(card("S2")));
        let tricks = reconstruct_tricks(r.deal.as_ref(), crate::card::Strain::Diamonds, play).unwrap();
        assert_eq!(tricks.len(), 11);
        assert_eq!(tricks_won(&tricks).0 + tricks_won(&tricks).1, 11);
    }

    #[test]
    fn lin_records_round_trip_through_json() {
        for record in parse_lin(CLAIM).unwrap() {
            let text = serde_json::to_string(&record).unwrap();
            assert_eq!(DealRecord::from_json(&text).unwrap(), record);
        }
    }

    #[test]
    fn several_boards_and_vugraph_markers() {
        let text = "vg|Test,Seg 1,I,1,2,A,0,B,0|\npn|a,b,c,d,e,f,g,h|pg||\n\
            qx|o1|st||md|3S6543H876DJT9C987,S2H5432D876CAKQJT,SAKQJHAKQD5432C32,|sv|o|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|pc|dA|pc|d9|pc|d6|pc|d2|pg||\nmc|8|pg||\n\
            qx|c1|st||md|3S6543H876DJT9C987,S2H5432D876CAKQJT,SAKQJHAKQD5432C32,|sv|o|mb|p|mb|p|mb|p|mb|p|pg||\n\
            qx|o2|st||md|4SAKQJHAKQD5432C32,ST987HJT9DAKQC654,S6543H876DJT9C987,|sv|n\n|sa|0|pg||\n";
        let records = parse_lin(text).unwrap();
        assert_eq!(records.len(), 3);
        assert_eq!(records.iter().map(|r| r.board).collect::<Vec<_>>(), [Some(1), Some(1), Some(2)]);
        assert_eq!(records[0].declarer, Some(Seat::N));
        assert_eq!(records[0].result, Some(8));
        assert_eq!(records[0].play.as_ref().unwrap().rows[0][Seat::E.index()], Some(card("DA")));
        assert_eq!(records[1].contract, Some(FinalContract::PassedOut));
        assert_eq!(records[2].dealer, Some(Seat::E));
        assert_eq!(records[2].vulnerable, Some(Vulnerability::NS));
        assert_eq!(records[2].auction, None);
    }

    #[test]
    fn a_full_play_without_claim_gives_the_result() {
        // North declares 2S; the play runs to the end.
        let text = "md|3S6543H876DJT9C987,S2H5432D876CAKQJT,SAKQJHAKQD5432C32,|sv|o|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|\
            pc|DA|pc|D9|pc|D6|pc|D2|\
            pc|DK|pc|DT|pc|D7|pc|D3|\
            pc|DQ|pc|DJ|pc|D8|pc|D4|\
            pc|C4|pc|C7|pc|CA|pc|C2|\
            pc|CK|pc|C3|pc|C5|pc|C8|\
            pc|CQ|pc|SJ|pc|C6|pc|C9|\
            pc|SA|pc|S7|pc|S3|pc|S2|\
            pc|SK|pc|S8|pc|S4|pc|H2|\
            pc|SQ|pc|S9|pc|S5|pc|H3|\
            pc|HA|pc|H9|pc|H6|pc|H4|\
            pc|HK|pc|HT|pc|H7|pc|H5|\
            pc|HQ|pc|HJ|pc|H8|pc|CJ|\
            pc|D5|pc|ST|pc|S6|pc|CT|";
        let records = parse_lin(text).unwrap();
        assert_eq!(records[0].result, Some(7));
    }

    #[test]
    fn impossible_records_are_errors_naming_the_key() {
        // A hand of 12 cards (South's CK removed).
        let text = "md|3S2TKH248TQD7C259,S456H56JKD45TC7QA,S389QAH379AD29KC3,|sv|o|";
        let error = parse_lin(text).unwrap_err();
        assert_eq!(error.field, "md");
        assert_eq!(error.message_id, "record-hand-size");
        assert_eq!(error.arg_value("seat"), Some("S"));
        assert_eq!(error.arg_value("count"), Some("12"));
        assert_eq!(error.line, Some(1));
        // A card in two hands.
        let text = "md|3S2TKH248TQD7C259T,S2456H56JKD45TC7Q,S389QAH379AD29KC3,|";
        assert_eq!(parse_lin(text).unwrap_err().message_id, "record-duplicate-card");
        // A card played twice.
        let text = "md|3S6543H876DJT9C987,S2H5432D876CAKQJT,SAKQJHAKQD5432C32,|mb|1S|mb|p|mb|2S|mb|p|mb|p|mb|p|\npc|DA|pc|D9|pc|D6|pc|D2|\npc|DA|";
        let error = parse_lin(text).unwrap_err();
        assert_eq!(error.field, "pc");
        assert_eq!(error.message_id, "record-card-played-twice");
        assert_eq!(error.line, Some(3));
        // A call after the auction closed.
        let text = "md|3S6543H876DJT9C987,S2H5432D876CAKQJT,SAKQJHAKQD5432C32,|mb|1S|mb|p|\nmb|p|mb|p|mb|2S|";
        let error = parse_lin(text).unwrap_err();
        assert_eq!(error.field, "mb");
        assert_eq!(error.message_id, "record-auction-after-close");
        assert_eq!(error.arg_value("number"), Some("5"));
        assert_eq!(error.line, Some(2));
        // A redouble without a double.
        let text = "md|3,,,|mb|1S|mb|r|";
        assert_eq!(parse_lin(text).unwrap_err().message_id, "record-auction-redouble-no-double");
    }

    #[test]
    fn malformed_values_are_errors() {
        for (text, field, id) in [
            ("md|5SA,,,|", "md", "record-lin-bad-dealer"),
            ("md|3SAX,,,|", "md", "record-lin-hand-syntax"),
            ("md|3A,,,|", "md", "record-lin-hand-syntax"),
            ("md|3,,,,SA|", "md", "record-lin-hand-count"),
            ("md|3|sv|z|", "sv", "record-lin-bad-vulnerability"),
            ("md|3|mb|1Z|", "mb", "record-lin-bad-call"),
            ("md||mb|1S|", "md", "record-lin-no-dealer"),
            ("md|3|mb|1S|mb|p|pc|SA|", "pc", "record-lin-play-no-contract"),
            ("md|3|mb|1S|mb|p|mb|p|mb|p|pc|S1|", "pc", "record-bad-card"),
            ("md|3|mb|1S|mb|p|mb|p|mb|p|mc|14|", "mc", "record-lin-bad-claim"),
            ("", "LIN", "record-lin-no-board"),
            ("pn|a,b,c,d|st||", "LIN", "record-lin-no-board"),
            ("[Event \"x\"]", "LIN", "record-lin-bad-key"),
            ("md|3|1S|p|", "LIN", "record-lin-bad-key"),
        ] {
            let error = parse_lin(text).unwrap_err();
            assert_eq!((error.field.as_str(), error.message_id), (field, id), "{text}");
            let rendered = error.localized();
            assert_ne!(rendered.en, id);
            assert_ne!(rendered.fr, id);
        }
    }

    #[test]
    fn hands_in_any_case_with_ten_written_10() {
        let (dealer, deal) =
            read_md(&Pair { key: "md".into(), value: "2s10akhqd2c345678jk,,,".into(), line: 1 }).unwrap();
        // Only one hand: the deal keeps the other three unknown.
        assert_eq!(dealer, Some(Seat::W));
        let deal = deal.unwrap();
        assert_eq!(deal.holder(card("ST")), Some(Seat::S));
        assert_eq!(deal.holder(card("CK")), Some(Seat::S));
        assert!(!deal.is_known(Seat::W));
    }
}
