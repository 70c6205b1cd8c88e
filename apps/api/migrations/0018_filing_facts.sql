-- DECISIONS §13: what the office did with an order's application, as staff record it: the number it
-- gave, the filing, publication, grant and objection dates, the term it set to answer the objection
-- and the day it recorded a renewal. Append-only: each recording is a new row holding the whole set,
-- so the order's timeline shows when each fact was learnt and by whom; the latest row is in force.
CREATE TABLE order_filing_facts (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  office_number text NOT NULL,
  filed_on date NOT NULL,
  published_on date,
  granted_on date,
  objection_on date,
  objection_term_ends_on date,
  renewed_on date,
  staff_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_filing_facts_order ON order_filing_facts(order_id, id);
