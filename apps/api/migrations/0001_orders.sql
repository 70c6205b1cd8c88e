-- Orders, their history and files, the catalogue, the outbox and payment attempts (ADR 002).
CREATE SEQUENCE IF NOT EXISTS order_numbers START 1001;

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  referencia text NOT NULL UNIQUE,
  numero text NOT NULL UNIQUE,
  flow text NOT NULL,
  producto text NOT NULL,
  status text NOT NULL,
  envelope jsonb NOT NULL,
  total_cents integer NOT NULL,
  idempotency_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE order_events (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  status text NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_events_order ON order_events(order_id);

CREATE TABLE order_files (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  field text NOT NULL,
  original_name text NOT NULL,
  stored_name text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_files_order ON order_files(order_id);

CREATE TABLE catalogue (
  flow_id text NOT NULL,
  key text NOT NULL,
  label text NOT NULL,
  cents integer NOT NULL CHECK (cents >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flow_id, key)
);

CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);

CREATE TABLE payment_attempts (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_order text NOT NULL UNIQUE,
  amount_cents integer NOT NULL,
  status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
