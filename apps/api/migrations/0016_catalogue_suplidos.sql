-- DECISIONS §12: of each catalogue price, the official fees passed through to the office in the
-- client's name (suplidos, outside the VAT base: LIVA art. 78.Tres.3); the rest is the professional
-- fee with VAT. Staff edit both figures in Precios. NULL only until the server's start fills it with
-- the flow's seed figure (services/catalogue.ts), as a missing row is seeded: never more than the price.
ALTER TABLE catalogue ADD COLUMN suplidos_cents integer CHECK (suplidos_cents IS NULL OR (suplidos_cents >= 0 AND suplidos_cents <= cents));
