//! Statistics read from the counts the writes keep (migration 0009), when
//! the question names only what those counts are kept by.
//!
//! The triggers of migration 0009 count every incident by club, game, kind,
//! status, ruleset and month of report, once as itself and once per law its
//! current ruling cites, and keep each count for its club and for all clubs
//! together; since migration 0019, also by whether a director overruled
//! the engine and where its appeals stand, and the engine's laws beside
//! the ruling's. A statistics query whose
//! filters and groupings stay within those (and whose period runs from the
//! start of a month to the start of another, in UTC) is answered by
//! summing counters: a few thousand rows, where counting the incidents
//! themselves joins a year of them with their citations (about 2 s at 1 M
//! incidents, PERFORMANCE.md; 6 s with the override or the appeals at the
//! ten-million density). Any other query counts the incidents, as before;
//! both give the same groups and numbers, which the store's tests check on
//! both backends.

use chrono::{DateTime, Datelike, Timelike, Utc};

use crate::StoreError;
use crate::model::{GroupBy, GroupCount, IncidentFilter, MAX_GROUPS};

/// The club id under which migration 0009 keeps the counts of every club
/// together (no club has it: club ids are UUIDv7).
const ALL_CLUBS: &str = "00000000-0000-0000-0000-000000000000";

/// Whose laws a law's counters count (column `laws_of`, migration 0019).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LawsOf {
    /// The incident's current ruling (the director's or the appeal's, once
    /// they ruled): `law`.
    Ruling,
    /// The engine's last ruling, whoever ruled since: `engine_law`.
    Engine,
}

impl LawsOf {
    /// The column's value.
    fn as_sql(self) -> &'static str {
        match self {
            LawsOf::Ruling => "'ruling'",
            LawsOf::Engine => "'engine'",
        }
    }
}

/// Which counters a statistics query sums.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum CountedRows {
    /// The incidents themselves (law `''`).
    Incidents,
    /// Every law cited (law not `''`): the query groups by law.
    EachLaw(LawsOf),
    /// The incidents citing this law.
    Law(LawsOf, String),
}

/// A statistics query the kept counts answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct CountedQuery {
    rows: CountedRows,
    /// The first month counted (`YYYY-MM`).
    from_month: Option<String>,
    /// The first month not counted.
    to_month: Option<String>,
}

/// The query `filter` and `group_by` make, if the kept counts answer it.
pub(crate) fn counted_query(filter: &IncidentFilter, group_by: &[GroupBy]) -> Option<CountedQuery> {
    let kept = |g: &GroupBy| {
        matches!(
            g,
            GroupBy::Law
                | GroupBy::Kind
                | GroupBy::Club
                | GroupBy::Month
                | GroupBy::Status
                | GroupBy::Ruleset
                | GroupBy::Game
                | GroupBy::Overridden
                | GroupBy::Appeal
                | GroupBy::EngineLaw
        )
    };
    if !group_by.iter().all(kept) {
        return None;
    }
    // Destructured whole, so that a filter added later must be placed on
    // one side or the other here.
    let IncidentFilter {
        club_id: _,
        game: _,
        kind: _,
        status: _,
        ruleset: _,
        from,
        to,
        occurred_from,
        occurred_to,
        law,
        paragraph,
        engine_law,
        engine_paragraph,
        rule,
        player,
        event,
        director,
        board,
        words,
        overridden: _,
        appeal: _,
        region: _,
    } = filter;
    // The counts are kept by report month; when incidents happened is not
    // among what they are kept by.
    // Paragraphs are not among what the counts are kept by.
    if paragraph.is_some()
        || engine_paragraph.is_some()
        || occurred_from.is_some()
        || occurred_to.is_some()
        || rule.is_some()
        || player.is_some()
        || event.is_some()
        || director.is_some()
        || board.is_some()
        || words.is_some()
    {
        return None;
    }
    // The nil id holds every club's counts together: asked as a club, it is
    // no club (counting the incidents finds none).
    if filter.club_id.is_some_and(|club| club.is_nil()) {
        return None;
    }
    let by_law = group_by.contains(&GroupBy::Law);
    let by_engine_law = group_by.contains(&GroupBy::EngineLaw);
    // An empty law would read the incidents' own counters (law '').
    if law.iter().chain(engine_law).any(String::is_empty) {
        return None;
    }
    let rows = match (law, engine_law, by_law, by_engine_law) {
        (None, None, false, false) => CountedRows::Incidents,
        (None, None, true, false) => CountedRows::EachLaw(LawsOf::Ruling),
        (None, None, false, true) => CountedRows::EachLaw(LawsOf::Engine),
        (Some(law), None, false, false) => CountedRows::Law(LawsOf::Ruling, law.clone()),
        (None, Some(law), false, false) => CountedRows::Law(LawsOf::Engine, law.clone()),
        // Two laws at once (one incident's counters do not say which laws
        // it cites together, nor which of the ruling's go with which of the
        // engine's): the incidents citing one law grouped by every law they
        // cite, or the ruling's laws beside the engine's.
        _ => return None,
    };
    let from_month = match from {
        Some(instant) => Some(month_start(*instant)?),
        None => None,
    };
    let to_month = match to {
        Some(instant) => Some(month_start(*instant)?),
        None => None,
    };
    Some(CountedQuery { rows, from_month, to_month })
}

/// `YYYY-MM` if `instant` is the first instant of a month, in UTC.
fn month_start(instant: DateTime<Utc>) -> Option<String> {
    let first = instant.day() == 1
        && instant.hour() == 0
        && instant.minute() == 0
        && instant.second() == 0
        && instant.nanosecond() == 0;
    // Years past 9999 would not sort as text; the counts stop at them.
    (first && (0..=9999).contains(&instant.year())).then(|| format!("{:04}-{:02}", instant.year(), instant.month()))
}

/// The column of the counters a grouping reads, as text (the same text the
/// incidents' own count gives: a club's id, a month as `YYYY-MM`).
fn counted_column(group: GroupBy) -> &'static str {
    match group {
        GroupBy::Law | GroupBy::EngineLaw => "law",
        GroupBy::Kind => "kind",
        GroupBy::Club => "CAST(club_id AS TEXT)",
        GroupBy::Month => "month",
        GroupBy::Status => "status",
        GroupBy::Ruleset => "ruleset",
        GroupBy::Game => "game",
        // A boolean on PostgreSQL, 0 or 1 on SQLite: the text the
        // incidents' own count gives.
        GroupBy::Overridden => "CASE WHEN overridden THEN 'true' ELSE 'false' END",
        GroupBy::Appeal => "appeal",
        // Never asked: `counted_query` answers only the groupings above.
        GroupBy::OccurredMonth | GroupBy::Region => "''",
    }
}

/// The statement summing the counters `counted` names over both tables
/// (the totals and the changes not yet folded into them), grouped as asked.
/// `club_bind` wraps a club's id, bound as text, for the backend's column
/// type (`("CAST(", " AS UUID)")` on PostgreSQL).
pub(crate) fn counted_statement<DB>(
    filter: &IncidentFilter,
    group_by: &[GroupBy],
    counted: &CountedQuery,
    club_bind: (&str, &str),
) -> sqlx::QueryBuilder<DB>
where
    DB: sqlx::Database,
    for<'t> String: sqlx::Encode<'t, DB> + sqlx::Type<DB>,
    for<'t> i64: sqlx::Encode<'t, DB> + sqlx::Type<DB>,
{
    let columns: Vec<&str> = group_by.iter().map(|g| counted_column(*g)).collect();
    let selected = columns.iter().enumerate().map(|(i, c)| format!("{c} AS g{i}")).collect::<Vec<_>>().join(", ");
    let listed = (0..columns.len()).map(|i| format!("g{i}")).collect::<Vec<_>>().join(", ");
    let mut query = sqlx::QueryBuilder::new(format!("SELECT {selected}, CAST(SUM(n) AS BIGINT) AS n FROM ("));
    for (i, table) in ["incident_count_totals", "incident_count_changes"].into_iter().enumerate() {
        if i > 0 {
            query.push(" UNION ALL ");
        }
        query.push(format!(
            "SELECT law, month, club_id, game, kind, status, ruleset, overridden, appeal, n FROM {table} WHERE "
        ));
        match &counted.rows {
            CountedRows::Incidents => query.push("law = ''"),
            CountedRows::EachLaw(laws_of) => query.push(format!("law <> '' AND laws_of = {}", laws_of.as_sql())),
            CountedRows::Law(laws_of, law) => {
                query.push(format!("laws_of = {} AND law = ", laws_of.as_sql())).push_bind(law.clone())
            }
        };
        // Every count is kept per club and for all clubs together (under
        // the nil id): a question that names no club reads the latter, and
        // a region the counters of its clubs (migration 0013).
        if let Some(region) = &filter.region {
            query.push(" AND club_id IN (SELECT r.id FROM clubs AS r WHERE r.region = ").push_bind(region.clone());
            query.push(")");
        }
        match filter.club_id {
            Some(club) => {
                query.push(" AND club_id = ").push(club_bind.0).push_bind(club.to_string()).push(club_bind.1);
            }
            None if group_by.contains(&GroupBy::Club) || filter.region.is_some() => {
                query.push(" AND club_id <> ").push(club_bind.0).push_bind(ALL_CLUBS.to_owned()).push(club_bind.1);
            }
            None => {
                query.push(" AND club_id = ").push(club_bind.0).push_bind(ALL_CLUBS.to_owned()).push(club_bind.1);
            }
        }
        for (column, value) in [
            ("game", &filter.game),
            ("kind", &filter.kind),
            ("status", &filter.status),
            ("ruleset", &filter.ruleset),
            ("appeal", &filter.appeal),
        ] {
            if let Some(value) = value {
                query.push(format!(" AND {column} = ")).push_bind(value.clone());
            }
        }
        match filter.overridden {
            Some(true) => query.push(" AND overridden"),
            Some(false) => query.push(" AND NOT overridden"),
            None => &mut query,
        };
        if let Some(month) = &counted.from_month {
            query.push(" AND month >= ").push_bind(month.clone());
        }
        if let Some(month) = &counted.to_month {
            query.push(" AND month < ").push_bind(month.clone());
        }
    }
    // A counter back to zero (an incident whose status moved on) is no group.
    query.push(format!(") AS counted GROUP BY {listed} HAVING SUM(n) <> 0 ORDER BY {listed} LIMIT "));
    // One group more than the bound, for the caller to know it cut.
    query.push_bind(MAX_GROUPS + 1);
    query
}

/// The groups of a statistics statement's rows: its text columns `g0`,
/// `g1`… then its count `n`.
pub(crate) fn group_counts<R>(rows: &[R], groupings: usize) -> Result<Vec<GroupCount>, StoreError>
where
    R: sqlx::Row,
    usize: sqlx::ColumnIndex<R>,
    for<'r> &'r str: sqlx::ColumnIndex<R>,
    for<'r> String: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
    for<'r> i64: sqlx::Decode<'r, R::Database> + sqlx::Type<R::Database>,
{
    rows.iter()
        .map(|row| {
            let keys = (0..groupings).map(|i| row.try_get::<String, _>(i)).collect::<Result<Vec<_>, _>>()?;
            Ok(GroupCount { keys, count: row.try_get("n")? })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn at(y: i32, m: u32, d: u32, h: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(y, m, d, h, 0, 0).single().expect("a valid instant")
    }

    #[test]
    fn a_period_of_whole_months_is_counted() {
        let filter =
            IncidentFilter { from: Some(at(2026, 1, 1, 0)), to: Some(at(2027, 1, 1, 0)), ..Default::default() };
        let query = counted_query(&filter, &[GroupBy::Law, GroupBy::Month]).expect("counted");
        assert_eq!(query.rows, CountedRows::EachLaw(LawsOf::Ruling));
        assert_eq!(query.from_month.as_deref(), Some("2026-01"));
        assert_eq!(query.to_month.as_deref(), Some("2027-01"));
    }

    #[test]
    fn a_period_that_cuts_a_month_counts_the_incidents() {
        let mid_month = IncidentFilter { from: Some(at(2026, 1, 15, 0)), ..Default::default() };
        assert_eq!(counted_query(&mid_month, &[GroupBy::Kind]), None);
        let mid_day = IncidentFilter { to: Some(at(2026, 2, 1, 6)), ..Default::default() };
        assert_eq!(counted_query(&mid_day, &[GroupBy::Kind]), None);
    }

    #[test]
    fn filters_and_groupings_the_counts_are_not_kept_by_count_the_incidents() {
        let law = IncidentFilter { law: Some("27".into()), ..Default::default() };
        assert_eq!(
            counted_query(&law, &[GroupBy::Month]).map(|q| q.rows),
            Some(CountedRows::Law(LawsOf::Ruling, "27".into()))
        );
        assert_eq!(counted_query(&law, &[GroupBy::Law]), None);
        let paragraph = IncidentFilter { paragraph: Some("B2".into()), ..law };
        assert_eq!(counted_query(&paragraph, &[GroupBy::Month]), None);
        let player = IncidentFilter { player: Some("123".into()), ..Default::default() };
        assert_eq!(counted_query(&player, &[GroupBy::Month]), None);
        // Kept by whether a director overruled the engine (migration 0019).
        let overruled = IncidentFilter { overridden: Some(true), ..Default::default() };
        assert_eq!(
            counted_query(&overruled, &[GroupBy::Law, GroupBy::Overridden]).map(|q| q.rows),
            Some(CountedRows::EachLaw(LawsOf::Ruling))
        );
        let no_law = IncidentFilter { law: Some(String::new()), ..Default::default() };
        assert_eq!(counted_query(&no_law, &[GroupBy::Month]), None);
        let all_clubs = IncidentFilter { club_id: Some(uuid::Uuid::nil()), ..Default::default() };
        assert_eq!(counted_query(&all_clubs, &[GroupBy::Month]), None);
        // And by where its appeals stand (migration 0019).
        let pending = IncidentFilter { appeal: Some("pending".into()), ..Default::default() };
        assert_eq!(
            counted_query(&pending, &[GroupBy::Law, GroupBy::Appeal]).map(|q| q.rows),
            Some(CountedRows::EachLaw(LawsOf::Ruling))
        );
        // The engine's laws are counted apart from the ruling's (migration
        // 0019), and never together with them.
        assert_eq!(
            counted_query(&IncidentFilter::default(), &[GroupBy::EngineLaw, GroupBy::Overridden]).map(|q| q.rows),
            Some(CountedRows::EachLaw(LawsOf::Engine))
        );
        let engine_27 = IncidentFilter { engine_law: Some("27".into()), ..Default::default() };
        assert_eq!(
            counted_query(&engine_27, &[GroupBy::Month]).map(|q| q.rows),
            Some(CountedRows::Law(LawsOf::Engine, "27".into()))
        );
        assert_eq!(counted_query(&engine_27, &[GroupBy::Law]), None);
        assert_eq!(counted_query(&engine_27, &[GroupBy::EngineLaw]), None);
        let both = IncidentFilter { law: Some("12".into()), ..engine_27.clone() };
        assert_eq!(counted_query(&both, &[GroupBy::Month]), None);
        assert_eq!(counted_query(&IncidentFilter::default(), &[GroupBy::Law, GroupBy::EngineLaw]), None);
        let engine_paragraph = IncidentFilter { engine_paragraph: Some("B2".into()), ..engine_27 };
        assert_eq!(counted_query(&engine_paragraph, &[GroupBy::Month]), None);
        // The counters are not kept by region: grouped by it, the incidents are counted.
        assert_eq!(counted_query(&IncidentFilter::default(), &[GroupBy::Region]), None);
        // A region is its clubs' counters: the kept counts answer it.
        let region = IncidentFilter { region: Some("Bretagne".into()), ..Default::default() };
        assert_eq!(counted_query(&region, &[GroupBy::Month]).map(|q| q.rows), Some(CountedRows::Incidents));
        assert_eq!(
            counted_query(&IncidentFilter::default(), &[GroupBy::Club, GroupBy::Status]).map(|q| q.rows),
            Some(CountedRows::Incidents)
        );
    }
}
