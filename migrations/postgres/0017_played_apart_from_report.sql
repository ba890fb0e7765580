-- A newest-first page of the incidents played in a period (issue 16,
-- `occurred_from` / `occurred_to`). The time of play does not follow `seq`,
-- so PostgreSQL walked `seq` backwards from the newest report and discarded
-- every incident reported after the period: 124 ms for a month at 1 M
-- incidents, all the later history at 10 M (docs/PERFORMANCE.md, "Played in
-- a period").
--
-- Most incidents are reported within a day of their play: those are found
-- between the `seq` bounds of the reports made from a day before the period
-- to a day after it, walked newest first. The others, reported more than a
-- day after their play (or, if any, before it), are indexed here by their
-- time of play, and read from this index; the page merges the two by `seq`.
-- The predicate is the store's `PLAYED_WITH_REPORT` negated, text for text,
-- so that PostgreSQL matches it to the index (crates/store/src/postgres.rs).
CREATE INDEX incidents_played_apart ON incidents (occurred_at) INCLUDE (seq)
    WHERE NOT (created_at - occurred_at BETWEEN interval '-1 day' AND interval '1 day');

-- Without statistics on the expression PostgreSQL took it to hold for a
-- tenth of the table, and walked `seq` for the index's part too (322 ms
-- where the index answers at once). ANALYZE reads a sample, not the table.
CREATE STATISTICS incidents_report_lag ON (created_at - occurred_at) FROM incidents;
ANALYZE incidents;
