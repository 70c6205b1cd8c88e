-- Invoices and their VERI*FACTU records (DECISIONS §12; RD 1619/2012; RD 1007/2023 and Orden
-- HAC/1177/2024; docs/decisions/017-invoices-verifactu.md).

-- One counter per series and year ('F2027', 'R2027'): read and raised under a row lock in the
-- transaction that issues the invoice, so numbers never skip nor repeat (RD 1619/2012 art. 6.1.a).
CREATE TABLE invoice_series (
  series text PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number >= 0)
);

-- An invoice as issued: the issuer's and the client's details, the lines and the totals are kept as
-- they were, so its PDF can be made again at any time and reads the same.
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  numero text NOT NULL UNIQUE,
  series text NOT NULL,
  year integer NOT NULL,
  number integer NOT NULL CHECK (number > 0),
  order_id bigint NOT NULL REFERENCES orders(id),
  order_numero text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('F1', 'F2', 'R1', 'R2', 'R3', 'R4', 'R5')),
  issued_at timestamptz NOT NULL,
  fecha_expedicion text NOT NULL,
  issuer jsonb NOT NULL,
  client jsonb,
  lines jsonb NOT NULL,
  suplidos_cents bigint NOT NULL,
  base_cents bigint NOT NULL,
  vat_cents bigint NOT NULL,
  total_cents bigint NOT NULL,
  vat_rate_percent integer NOT NULL,
  corrects_invoice_id bigint REFERENCES invoices(id),
  reason text,
  pdf_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (series, number),
  CHECK ((tipo LIKE 'R%') = (corrects_invoice_id IS NOT NULL))
);
-- One ordinary invoice per order: a replayed payment notice cannot issue a second.
CREATE UNIQUE INDEX invoices_one_per_order ON invoices (order_id) WHERE tipo IN ('F1', 'F2');
CREATE INDEX invoices_issued_at ON invoices (issued_at);

-- Each invoice's registration record (registro de alta), its fields as AEAT names them in the
-- fingerprint, chained to the issuer's previous record: `previous_id` is unique, so the chain can
-- never fork, and only one record of an issuer starts it.
CREATE TABLE verifactu_records (
  id bigserial PRIMARY KEY,
  invoice_id bigint NOT NULL UNIQUE REFERENCES invoices(id),
  id_emisor text NOT NULL,
  num_serie text NOT NULL,
  fecha_expedicion text NOT NULL,
  tipo_factura text NOT NULL,
  cuota_total text NOT NULL,
  importe_total text NOT NULL,
  huella text NOT NULL,
  huella_anterior text NOT NULL,
  previous_id bigint UNIQUE REFERENCES verifactu_records(id),
  generated_at text NOT NULL,
  qr_url text NOT NULL,
  xml text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((previous_id IS NULL) = (huella_anterior = ''))
);
CREATE UNIQUE INDEX verifactu_records_one_first ON verifactu_records (id_emisor) WHERE previous_id IS NULL;

-- The head of each issuer's chain: the row every issuing transaction locks first, so records are
-- chained one after another in the order they are made, with payments arriving at once.
CREATE TABLE verifactu_chain (
  id_emisor text PRIMARY KEY,
  last_record_id bigint REFERENCES verifactu_records(id)
);

-- Sending each record to AEAT: the only state that changes, kept apart from the records.
CREATE TABLE verifactu_submissions (
  record_id bigint PRIMARY KEY REFERENCES verifactu_records(id),
  status text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'aceptado', 'aceptado_con_errores', 'rechazado')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  csv text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifactu_submissions_due ON verifactu_submissions (next_attempt_at) WHERE status = 'pendiente';

-- Every answer AEAT gave about a record, as it came.
CREATE TABLE verifactu_answers (
  id bigserial PRIMARY KEY,
  record_id bigint NOT NULL REFERENCES verifactu_records(id),
  attempt integer NOT NULL,
  estado_envio text NOT NULL,
  estado_registro text,
  codigo text,
  descripcion text,
  csv text,
  response text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verifactu_answers_record ON verifactu_answers (record_id);

-- Invoices, records and AEAT's answers are never edited nor deleted (RD 1007/2023: integrity and
-- inalterability); a mistake is corrected by a corrective invoice with its own record.
CREATE FUNCTION refuse_invoice_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las facturas y sus registros no se modifican ni se borran (%).', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER invoices_append_only BEFORE UPDATE OR DELETE ON invoices FOR EACH ROW EXECUTE FUNCTION refuse_invoice_change();
CREATE TRIGGER verifactu_records_append_only BEFORE UPDATE OR DELETE ON verifactu_records FOR EACH ROW EXECUTE FUNCTION refuse_invoice_change();
CREATE TRIGGER verifactu_answers_append_only BEFORE UPDATE OR DELETE ON verifactu_answers FOR EACH ROW EXECUTE FUNCTION refuse_invoice_change();
