-- ADR 006: the gateway's response code is kept with each attempt (a failed payment says why).
ALTER TABLE payment_attempts ADD COLUMN response_code text;
CREATE INDEX payment_attempts_order ON payment_attempts (order_id, id);
