-- ADR 006: the outbox relay's retries with back-off and leases, and the SHA-256 of each file received.
ALTER TABLE outbox ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE outbox ADD COLUMN locked_until timestamptz;
ALTER TABLE outbox ADD COLUMN failed_at timestamptz;
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
ALTER TABLE order_files ADD COLUMN sha256 text;
