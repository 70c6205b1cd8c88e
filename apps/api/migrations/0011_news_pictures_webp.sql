-- ADR 008: the seeded articles' pictures are WebP now. Chromium draws an SVG <img> by building a
-- document for it on the page's main thread; a WebP is decoded off it. Only the seeded paths change:
-- a picture staff chose stays as it is.
UPDATE news_articles SET imagen = regexp_replace(imagen, '\.svg$', '.webp')
WHERE imagen IN (
  '/img/noticias/registro-paso-a-paso.svg',
  '/img/noticias/clases-niza.svg',
  '/img/noticias/oposicion.svg',
  '/img/noticias/marca-europea.svg',
  '/img/noticias/renovacion.svg',
  '/img/noticias/uso-marca.svg',
  '/img/noticias/dominios.svg'
);
