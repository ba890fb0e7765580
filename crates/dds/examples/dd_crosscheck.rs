//! The Arbitre half of the cross-check against DDS (`ci/dd_crosscheck.py`
//! holds the other half, through Python's endplay).
//!
//! Reads one position per line on standard input:
//!
//! ```text
//! N:<PBN deal> <dealer N|E|S|W> <vulnerable None|NS|EW|All> <strain C|D|H|S|NT> <leader> <lead card|->
//! ```
//!
//! and writes one JSON object per line: the deal's double-dummy table as a
//! PBN `DoubleDummyTricks` value, its par (score for North-South and the
//! contracts), the value of each card the leader may lead in `strain`, and,
//! when a lead card is given, the value of each card the next player may
//! play to it. Tables and positions are solved in batches, as a server
//! would.
//! (crates/dds/examples/dd_crosscheck.rs)

#![allow(missing_docs)]

use std::io::{BufRead, Write};

use arbitre_bridge::card::{Seat, Vulnerability};
use arbitre_bridge::deal::Deal;
use arbitre_bridge::deal_record::DealRecord;
use arbitre_bridge::pbn::parse_pbn_board;
use arbitre_dds::{CardTricks, Position, par, positions, tables};
use serde_json::json;

/// One line of the input.
struct Asked {
    deal: Deal,
    dealer: Seat,
    vulnerable: Vulnerability,
    /// The opening lead's position, and with a lead card the next one.
    positions: Vec<Position>,
}

fn seat(text: &str) -> Result<Seat, String> {
    match text {
        "N" => Ok(Seat::N),
        "E" => Ok(Seat::E),
        "S" => Ok(Seat::S),
        "W" => Ok(Seat::W),
        other => Err(format!("not a seat: {other}")),
    }
}

fn read_line(line: &str) -> Result<Asked, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [deal_text, hands @ .., dealer, vulnerable, strain, leader, lead] = fields.as_slice() else {
        return Err(format!("too few fields: {line}"));
    };
    let deal_text = std::iter::once(*deal_text).chain(hands.iter().copied()).collect::<Vec<_>>().join(" ");
    let deal = Deal::from_pbn(&deal_text).map_err(|e| format!("{deal_text}: {e:?}"))?;
    let dealer = seat(dealer)?;
    let vulnerable: Vulnerability =
        serde_json::from_value(json!(vulnerable)).map_err(|e| format!("{vulnerable}: {e}"))?;
    let leader = seat(leader)?;
    // The position is built from a PBN record: a one-level contract in the
    // strain, declared by the leader's right-hand opponent, and the lead
    // (when given) as the first card of the play.
    let declarer = Seat::from_index(leader.index() + 3);
    let play = if *lead == "-" { String::new() } else { format!("[Play \"{leader}\"]\n{lead} - - -\n") };
    let text = format!(
        "[Deal \"{deal_text}\"]\n[Dealer \"{dealer}\"]\n[Vulnerable \"{vulnerable:?}\"]\n[Declarer \"{declarer}\"]\n[Contract \"1{strain}\"]\n{play}"
    );
    let game = parse_pbn_board(&text, None).map_err(|e| format!("{text}: {e:?}"))?;
    let record = DealRecord::from_pbn(&game).map_err(|e| format!("{text}: {e:?}"))?;
    let mut asked = vec![Position::from_record(&record, 0).map_err(|e| format!("{text}: {e:?}"))?];
    if *lead != "-" {
        asked.push(Position::from_record(&record, 1).map_err(|e| format!("{text}: {e:?}"))?);
    }
    Ok(Asked { deal, dealer, vulnerable, positions: asked })
}

fn cards(values: &[CardTricks]) -> serde_json::Value {
    json!(values.iter().map(|c| json!([c.card.to_string(), c.tricks])).collect::<Vec<_>>())
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut asked = Vec::new();
    for line in std::io::stdin().lock().lines() {
        let line = line?;
        if !line.trim().is_empty() {
            asked.push(read_line(line.trim())?);
        }
    }
    let deals: Vec<Deal> = asked.iter().map(|a| a.deal.clone()).collect();
    let solved_tables = tables(&deals)?;
    let all_positions: Vec<&Position> = asked.iter().flat_map(|a| a.positions.iter()).collect();
    let mut solved_positions = positions(&all_positions)?.into_iter();
    let mut out = std::io::stdout().lock();
    for (asked, table) in asked.iter().zip(&solved_tables) {
        let par = par(table, asked.dealer, asked.vulnerable);
        let lead = solved_positions.next().ok_or("a position's answer is missing")?;
        let second = if asked.positions.len() > 1 {
            Some(cards(&solved_positions.next().ok_or("a position's answer is missing")?))
        } else {
            None
        };
        let line = json!({
            "table": table.to_pbn_tag(),
            "par": {
                "score": par.score,
                "contracts": par.contracts.iter().map(|c| format!("{} {}", c.contract, c.declarer)).collect::<Vec<_>>(),
            },
            "lead": cards(&lead),
            "second": second,
        });
        writeln!(out, "{line}")?;
    }
    Ok(())
}
