-- The site around the flows: navigation menu, news, contact messages, newsletter sign-ups (DECISIONS §6).

-- The menu of spec-1 §2.1 / §3: top-level items (links or dropdowns), a dropdown's columns, and services.
CREATE TABLE nav_items (
  id text PRIMARY KEY,
  position integer NOT NULL,
  type text NOT NULL CHECK (type IN ('link', 'dropdown')),
  label text NOT NULL,
  href text,
  visible boolean NOT NULL DEFAULT true
);

CREATE TABLE nav_columns (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES nav_items(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL
);
CREATE INDEX nav_columns_item ON nav_columns(item_id);

CREATE TABLE nav_services (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES nav_items(id) ON DELETE CASCADE,
  column_id text REFERENCES nav_columns(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  href text NOT NULL,
  description text,
  price_text text,
  -- When set and the catalogue holds this price, the menu shows the catalogue's figure (DECISIONS §1).
  flow_id text,
  price_key text
);
CREATE INDEX nav_services_item ON nav_services(item_id);

-- News (spec-2 §3.4); slug is the article's SEO url.
CREATE TABLE news_articles (
  id bigserial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  titulo text NOT NULL,
  resumen text NOT NULL,
  imagen text,
  destacada boolean NOT NULL DEFAULT false,
  keywords jsonb NOT NULL DEFAULT '[]'::jsonb,
  autor text,
  contenido text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  published_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX news_articles_listing ON news_articles(published, destacada DESC, published_at DESC);

CREATE TABLE contact_messages (
  id bigserial PRIMARY KEY,
  nombre text NOT NULL,
  email text NOT NULL,
  mensaje text NOT NULL,
  accepted_privacy_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE newsletter_subscribers (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  consent_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
