-- Refunds staff record on paid orders (docs/decisions/012-back-office-work.md, DECISIONS §12): each
-- with the corrective invoice that gives the amount back and what the card gateway answered when it
-- was asked to return the money ('manual' when no gateway could be asked: staff refund in the bank's
-- portal). Amounts are integer cents, as everywhere (migration 0013).
CREATE TABLE order_refunds (
  id bigserial PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  cents bigint NOT NULL CHECK (cents > 0),
  reason text NOT NULL,
  invoice_numero text,
  gateway_status text NOT NULL CHECK (gateway_status IN ('pendiente', 'hecho', 'rechazado', 'sin_respuesta', 'manual')),
  gateway_code text,
  staff_email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  answered_at timestamptz
);
CREATE INDEX order_refunds_order ON order_refunds(order_id);
