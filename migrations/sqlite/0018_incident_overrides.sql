-- PostgreSQL's migration 0018 keeps the incidents a director overruled in
-- report order, so that the `overridden` search merges them with its walk.
-- SQLite tests each incident walked for a director's ruling event, as
-- before (not measured at scale for this search); its tables stay as they
-- are. This file keeps the two backends' numbering alike.
SELECT 1;
