-- ADR 007 / DECISIONS §11: the back office. Staff accounts, their sessions and one-time password
-- links, the audit log of every staff change, internal notes on orders, who changed each price,
-- and the price a quote request was answered with.
CREATE TABLE staff_users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  role text NOT NULL CHECK (role IN ('admin', 'staff')),
  -- argon2id (PHC string); null until the one-time link has been used.
  password_hash text,
  disabled_at timestamptz,
  -- Consecutive wrong passwords and, after too many, until when the account refuses every login.
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Only the SHA-256 of a session id or a link token is stored: a copy of the database opens nothing.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX staff_sessions_staff ON staff_sessions(staff_id);

CREATE TABLE staff_password_links (
  token_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff_users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  -- Null for changes made from the command line (the server's operator).
  staff_id bigint REFERENCES staff_users(id) ON DELETE SET NULL,
  staff_email text NOT NULL,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_recent ON audit_log(created_at DESC);

CREATE TABLE order_notes (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  staff_email text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_notes_order ON order_notes(order_id);

-- A quote request answered with a price becomes payable at exactly that price (DECISIONS §11).
ALTER TABLE orders ADD COLUMN quoted_cents integer;
ALTER TABLE orders ADD COLUMN quote_message text;
CREATE INDEX orders_created ON orders(created_at DESC);

ALTER TABLE catalogue ADD COLUMN updated_by text;
