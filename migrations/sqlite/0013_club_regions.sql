-- The region a club belongs to (issue 16: "every ruling on Law 27B2 in a
-- region's clubs last season" is one request). A federation groups its
-- clubs in regions (the FFB's comités régionaux, the FFT's ligues); the
-- service keeps the region's name as the operator writes it, one per
-- club, none for a club registered before or outside any region. Searches,
-- statistics and exports filter by it through the clubs it names.
ALTER TABLE clubs ADD COLUMN region TEXT;
CREATE INDEX clubs_region ON clubs (region);
