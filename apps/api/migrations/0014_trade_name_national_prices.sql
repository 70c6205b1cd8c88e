-- DECISIONS §1: the trade name uses the national plan prices from the catalogue. It had rows of its
-- own, seeded with the same figures, that a change to the national prices left behind. Its menu row
-- now reads its price through the flow (FlowSpec.pricesFrom), so the rows go.
DELETE FROM catalogue WHERE flow_id = 'nombre-comercial';
