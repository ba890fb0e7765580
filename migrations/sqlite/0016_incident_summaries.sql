-- PostgreSQL's migration 0016 keeps what a list row shows of the current
-- ruling (its summary and citations) in a side table, so that a page no
-- longer reads each decision out of line (TOAST) and decompresses it.
-- SQLite neither compresses a decision nor stores it apart from its row's
-- overflow pages; whether the same table would speed its export (8,500
-- rows/s at 1 M, docs/PERFORMANCE.md) has not been measured, so its tables
-- stay as they are. This file keeps the two backends' numbering alike.
SELECT 1;
