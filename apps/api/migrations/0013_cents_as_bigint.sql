-- The spec sets no maximum on some quantities (a renovation's classes), so a total can pass the
-- 21 474 836,47 € a 32-bit count of cents holds: the save then failed with a 500. 64 bits hold any
-- total the flows' bounds allow.
ALTER TABLE orders ALTER COLUMN total_cents TYPE bigint, ALTER COLUMN quoted_cents TYPE bigint;
ALTER TABLE payment_attempts ALTER COLUMN amount_cents TYPE bigint;
