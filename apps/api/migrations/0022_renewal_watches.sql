-- 'Avísame cuando toque renovar' (DECISIONS §13, docs/decisions/014-after-the-sale.md): the owner
-- of a right filed elsewhere leaves its number, filing day and an e-mail on a renewal page; once the
-- mailed link confirms it (double opt-in, the link's secret kept only as its SHA-256), the right is
-- followed by the same reminder job as a right ordered here.
CREATE TABLE renewal_watches (
  id bigserial PRIMARY KEY,
  right_kind text NOT NULL,
  office_number text NOT NULL,
  filed_on date NOT NULL,
  brand_name text NOT NULL DEFAULT '',
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  token_expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A followed right is an order's or a watch's: the job reads one table of due days whatever the
-- right came from, and each step's once-only key holds for both.
ALTER TABLE right_followups DROP CONSTRAINT right_followups_pkey;
ALTER TABLE right_followups ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE right_followups ADD COLUMN id bigserial PRIMARY KEY;
ALTER TABLE right_followups ADD COLUMN watch_id bigint UNIQUE REFERENCES renewal_watches(id) ON DELETE CASCADE;
CREATE UNIQUE INDEX right_followups_order ON right_followups(order_id);
ALTER TABLE right_followups ADD CONSTRAINT right_followups_one_right CHECK (num_nonnulls(order_id, watch_id) = 1);

ALTER TABLE right_reminders ALTER COLUMN order_id DROP NOT NULL;
ALTER TABLE right_reminders ADD COLUMN watch_id bigint REFERENCES renewal_watches(id) ON DELETE CASCADE;
ALTER TABLE right_reminders ADD CONSTRAINT right_reminders_one_right CHECK (num_nonnulls(order_id, watch_id) = 1);
CREATE UNIQUE INDEX right_reminders_watch_step ON right_reminders(watch_id, deadline_kind, due_on, step);
