//! Solves the deals of a file (one PBN deal per line, `N:…`) and prints each
//! table as a PBN `DoubleDummyTricks` value, one per line, then the time
//! taken on stderr: the other half of `bench/dd_endplay.py`.
//! (crates/dds/examples/dd_tables.rs)

#![allow(missing_docs)]

use std::time::Instant;

use arbitre_bridge::deal::Deal;
use arbitre_dds::{table, tables};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let path = args.next().ok_or("usage: dd_tables DEALS_FILE [batch]")?;
    let batch = args.next().is_some_and(|a| a == "batch");
    let text = std::fs::read_to_string(path)?;
    let deals = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Deal::from_pbn(l.trim()).map_err(|e| format!("{l}: {e:?}")))
        .collect::<Result<Vec<_>, _>>()?;
    let start = Instant::now();
    let solved = if batch { tables(&deals)? } else { deals.iter().map(table).collect::<Result<Vec<_>, _>>()? };
    let elapsed = start.elapsed();
    for table in &solved {
        println!("{}", table.to_pbn_tag());
    }
    eprintln!("{} deals in {:.3} s", solved.len(), elapsed.as_secs_f64());
    Ok(())
}
