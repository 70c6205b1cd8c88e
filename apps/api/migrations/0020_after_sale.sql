-- DECISIONS §13, after the sale (docs/decisions/014-after-the-sale.md): reminders before a right's
-- deadlines, and Mis pedidos, the client's space opened by a one-time link mailed to them.

-- Each order whose right is followed: the office's day its next reminder falls due, kept as the
-- facts are recorded and as reminders go, so the job finds what is due among many rights with one
-- indexed range read instead of counting every right's deadlines again; NULL when none is to come.
-- The client's one-click stop (RFC 8058) is kept here too.
CREATE TABLE right_followups (
  order_id bigint PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  next_reminder_on date,
  stopped_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX right_followups_due ON right_followups(next_reminder_on) WHERE stopped_at IS NULL;

-- Every reminder step reached, once: sent, or skipped because a later step of the same deadline was
-- already due when it was found (facts recorded late). The unique key is what makes each go once,
-- across restarts and instances: the mail is queued in the transaction that inserts its row.
CREATE TABLE right_reminders (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  deadline_kind text NOT NULL,
  due_on date NOT NULL,
  step text NOT NULL CHECK (step IN ('6m', '1m', '1w', 'gracia')),
  sent boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, deadline_kind, due_on, step)
);

-- Mis pedidos' one-time links and sessions, each kept only as the SHA-256 of its secret.
CREATE TABLE client_access_links (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_access_links_expiry ON client_access_links(expires_at);

CREATE TABLE client_sessions (
  id_hash text PRIMARY KEY,
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_sessions_expiry ON client_sessions(expires_at);

-- A client's calendar feed: its address is signed over (id, generation); a new generation is a new
-- address and the old one stops answering; inactive, none answers.
CREATE TABLE client_calendars (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  generation integer NOT NULL DEFAULT 1,
  active boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The keys links are signed with (reminder stops, calendar feeds), made once by whichever instance
-- starts first and shared by all through the database.
CREATE TABLE link_keys (
  name text PRIMARY KEY,
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A client's orders, found by their address as typed in any case.
CREATE INDEX orders_client_email ON orders ((lower(envelope->>'email')));

-- Rights whose facts were recorded before reminders existed: looked at by the job's first pass.
INSERT INTO right_followups (order_id, next_reminder_on) SELECT DISTINCT order_id, DATE '1990-01-01' FROM order_filing_facts;
