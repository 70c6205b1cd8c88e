-- The menu tells 'Desde 199,00 €' from '199,00 €' when it prices a service from the catalogue.
ALTER TABLE nav_services ADD COLUMN IF NOT EXISTS price_from boolean NOT NULL DEFAULT false;
UPDATE nav_services SET price_from = true WHERE price_text LIKE 'Desde %';
