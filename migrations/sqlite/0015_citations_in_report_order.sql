-- PostgreSQL's migration 0015 gives the citation side tables their
-- incident's `seq`, so that a search by law merges them with the incidents'
-- walk (a merge join). SQLite has no merge join: it reads the law's
-- citations into a temporary index either way, by id or by `seq`, so its
-- tables stay as they are. This file keeps the two backends' numbering
-- alike.
SELECT 1;
