-- DECISIONS §7: whether the save that created an order passed the bot check. The site's wizard
-- always sends one; a direct client of the spec's API may not (false), and orders made before the
-- check have none recorded (NULL). Staff see the unchecked ones marked.
ALTER TABLE orders ADD COLUMN bot_checked boolean;
