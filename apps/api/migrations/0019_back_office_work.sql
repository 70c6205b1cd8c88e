-- The back office a consultancy works in all day (docs/decisions/012-back-office-work.md).

-- Who on the team looks after an order: at most one member at a time; no row, nobody.
CREATE TABLE order_assignments (
  order_id bigint PRIMARY KEY REFERENCES orders(id) ON DELETE CASCADE,
  staff_id bigint NOT NULL REFERENCES staff_users(id),
  assigned_by text NOT NULL,
  assigned_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_assignments_staff ON order_assignments(staff_id);

-- Documents the office hands the client (the filing receipt, the registration certificate), stored
-- like uploads outside the web root under generated names; the name is what the client reads.
CREATE TABLE order_documents (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  title text NOT NULL,
  original_name text NOT NULL,
  stored_name text NOT NULL,
  mime text NOT NULL,
  size_bytes bigint NOT NULL,
  sha256 text NOT NULL,
  staff_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_documents_order ON order_documents(order_id, id);

-- A contact message is new until someone handles it (answering it does); the answers stay with it.
ALTER TABLE contact_messages ADD COLUMN status text NOT NULL DEFAULT 'new';
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
ALTER TABLE contact_messages ADD COLUMN handled_by text;
CREATE INDEX contact_messages_status ON contact_messages(status, id);
CREATE TABLE contact_replies (
  id bigserial PRIMARY KEY,
  message_id bigint NOT NULL REFERENCES contact_messages(id) ON DELETE CASCADE,
  staff_email text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message ON contact_replies(message_id, id);

-- An article written in Markdown keeps its source here (`contenido` holds its HTML, as before);
-- NULL for the articles written as HTML, which stay so.
ALTER TABLE news_articles ADD COLUMN markdown text;
