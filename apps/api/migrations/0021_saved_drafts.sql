-- "Guardar y continuar más tarde" (docs/decisions/019-drafts-kept-on-the-server.md): a wizard's
-- draft kept on the server for 30 days, opened by a link mailed to the visitor. The link's secret is
-- kept only as its SHA-256. A draft is no order: when the order it led to is paid or sent as a quote
-- request, the sweep deletes it, as it deletes expired ones, with their files.
CREATE TABLE saved_drafts (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  flow text NOT NULL,
  route text NOT NULL,
  step text NOT NULL,
  data jsonb NOT NULL,
  email text NOT NULL,
  -- The files as kept in the store's draft area: [{field, originalName, storedName, mime, sizeBytes, sha256}].
  files jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The order a wizard opened from this draft saved; null until then.
  order_id bigint REFERENCES orders(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX saved_drafts_expiry ON saved_drafts(expires_at);
CREATE INDEX saved_drafts_order ON saved_drafts(order_id) WHERE order_id IS NOT NULL;
