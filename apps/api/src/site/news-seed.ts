/** The articles a fresh database starts with (spec-2 §2.18): staff publish the rest. */
export interface SeedArticle {
  slug: string;
  titulo: string;
  resumen: string;
  imagen: string;
  destacada: boolean;
  keywords: string[];
  autor: string | null;
  publishedAt: string;
  contenido: string;
}

export const seedArticles: readonly SeedArticle[] = [
  {
    slug: 'como-registrar-una-marca-en-espana-paso-a-paso',
    titulo: 'Cómo registrar una marca en España, paso a paso',
    resumen: 'Desde la búsqueda previa hasta la concesión: qué hace la Oficina Española de Patentes y Marcas con tu solicitud y cuánto tarda cada fase.',
    imagen: '/img/noticias/registro-paso-a-paso.webp',
    destacada: true,
    keywords: ['registro de marca', 'OEPM', 'marca nacional', 'plazos'],
    autor: 'Equipo jurídico',
    publishedAt: '2026-11-12T09:00:00Z',
    contenido: `<p>Registrar una marca en España es más sencillo de lo que parece, pero conviene conocer las fases para no llevarse sorpresas. Estas son las etapas de una solicitud ante la <strong>Oficina Española de Patentes y Marcas (OEPM)</strong>.</p>
<h2>1. Búsqueda previa</h2>
<p>Antes de presentar nada, comprueba que no existe una marca anterior igual o parecida para productos o servicios similares. Un <a href="/otros-servicios/informe-previo">informe previo profesional</a> reduce mucho el riesgo de oposición.</p>
<h2>2. Elección de clases</h2>
<p>Los productos y servicios se ordenan en las 45 clases de la Clasificación de Niza. En España la solicitud puede ser multiclase: una sola solicitud para varias clases.</p>
<h2>3. Examen y publicación</h2>
<p>La OEPM examina la solicitud y la publica en el Boletín Oficial de la Propiedad Industrial. A partir de ahí se abre un plazo de unos <strong>2 meses</strong> para que terceros puedan oponerse.</p>
<h2>4. Concesión</h2>
<p>Si no hay suspensos ni oposiciones, la marca suele concederse en un plazo de <strong>8 a 12 meses</strong> desde la solicitud. Desde ese momento queda protegida durante 10 años, renovables indefinidamente.</p>
<ul>
<li>Duración: 10 años desde la fecha de solicitud.</li>
<li>Renovación: por periodos sucesivos de 10 años.</li>
<li>Ámbito: todo el territorio español.</li>
</ul>`,
  },
  {
    slug: 'clasificacion-de-niza-como-elegir-las-clases-de-tu-marca',
    titulo: 'La Clasificación de Niza: cómo elegir las clases de tu marca',
    resumen: 'Las 45 clases deciden qué protege tu marca. Te explicamos cómo escoger bien y por qué ampliar clases más tarde exige una nueva solicitud.',
    imagen: '/img/noticias/clases-niza.webp',
    destacada: false,
    keywords: ['Clasificación de Niza', 'clases', 'productos', 'servicios'],
    autor: 'Equipo jurídico',
    publishedAt: '2026-10-28T09:00:00Z',
    contenido: `<p>La <strong>Clasificación de Niza</strong> ordena todos los productos y servicios en 45 clases: de la 1 a la 34 son productos y de la 35 a la 45, servicios.</p>
<p>Tu marca solo queda protegida en las clases que elijas al solicitarla. Por eso conviene pensar no solo en lo que vendes hoy, sino en lo que venderás en los próximos años.</p>
<h2>Errores habituales</h2>
<ul>
<li>Elegir solo la clase del producto y olvidar la de su venta en línea (clase 35).</li>
<li>Pensar que se pueden añadir clases después: ampliar la protección exige una <strong>nueva solicitud</strong>.</li>
<li>Describir los productos de forma tan genérica que la oficina suspenda la solicitud.</li>
</ul>
<p>Si no sabes qué clases necesitas, marca la casilla para que nuestros agentes te asesoren al hacer el pedido.</p>`,
  },
  {
    slug: 'que-hacer-si-alguien-se-opone-a-tu-marca',
    titulo: 'Qué hacer si alguien se opone a tu marca',
    resumen: 'Una oposición no significa perder la marca. Plazos, opciones y cómo preparar una buena contestación.',
    imagen: '/img/noticias/oposicion.webp',
    destacada: false,
    keywords: ['oposición', 'suspenso', 'contestación', 'OEPM', 'EUIPO'],
    autor: null,
    publishedAt: '2026-10-14T09:00:00Z',
    contenido: `<p>Tras la publicación de tu solicitud, el titular de una marca anterior puede presentar una oposición: unos <strong>2 meses</strong> en España y <strong>3 meses</strong> ante la EUIPO.</p>
<h2>Tus opciones</h2>
<ul>
<li>Contestar con argumentos: diferencias entre los signos, los productos o el público.</li>
<li>Pedir prueba de uso de la marca anterior si lleva más de 5 años registrada.</li>
<li>Negociar un acuerdo de coexistencia con el oponente.</li>
</ul>
<p>Podemos preparar tu <a href="/otros-servicios/contestacion-a-suspensos">contestación</a> o, si eres tú quien quiere oponerse, la <a href="/otros-servicios/presentacion-de-oposiciones">presentación de la oposición</a>.</p>`,
  },
  {
    slug: 'marca-de-la-union-europea-una-solicitud-para-27-paises',
    titulo: 'Marca de la Unión Europea: una solicitud para 27 países',
    resumen: 'Cuándo compensa registrar en la EUIPO en lugar de en España, qué cuesta cada clase adicional y cuánto dura la protección.',
    imagen: '/img/noticias/marca-europea.webp',
    destacada: false,
    keywords: ['marca europea', 'EUIPO', 'Unión Europea', '27 países'],
    autor: 'Equipo jurídico',
    publishedAt: '2026-09-30T09:00:00Z',
    contenido: `<p>La <strong>marca de la Unión Europea</strong> se solicita una sola vez ante la EUIPO, en Alicante, y protege el signo en los 27 Estados miembros.</p>
<p>Compensa cuando vendes o piensas vender en varios países de la Unión. Su punto débil: una oposición basada en una marca anterior de un solo país puede bloquear toda la solicitud.</p>
<h2>Costes por clase</h2>
<p>La primera clase está incluida en el precio. La primera clase adicional cuesta 125 € y cada una a partir de la segunda, 245 €.</p>
<p>Consulta todos los detalles en nuestra página de <a href="/marca-europea">marca europea</a>.</p>`,
  },
  {
    slug: 'renovar-tu-marca-plazos-y-que-pasa-si-se-te-olvida',
    titulo: 'Renovar tu marca: plazos y qué pasa si se te olvida',
    resumen: 'Una marca dura 10 años, pero se puede renovar sin límite. Cuándo pedir la renovación y qué ocurre si vence.',
    imagen: '/img/noticias/renovacion.webp',
    destacada: false,
    keywords: ['renovación de marca', 'caducidad', 'plazos'],
    autor: 'Equipo jurídico',
    publishedAt: '2026-09-16T09:00:00Z',
    contenido: `<p>Las marcas españolas y europeas duran <strong>10 años</strong> y se renuevan por periodos sucesivos de 10 años, tantas veces como quieras.</p>
<p>La renovación puede pedirse en los 6 meses anteriores al vencimiento. Tras él existe un plazo de gracia de 6 meses con recargo; si también pasa, la marca caduca y cualquiera podría registrarla.</p>
<p>Renueva tu <a href="/renovacion-marca-nacional">marca nacional</a> o tu <a href="/renovacion-marca-europea">marca europea</a> en línea.</p>`,
  },
  {
    slug: 'usa-tu-marca-o-puedes-perderla',
    titulo: 'Usa tu marca o puedes perderla',
    resumen: 'Si una marca registrada no se usa durante 5 años puede caducar. Cómo demostrar el uso y evitar sustos.',
    imagen: '/img/noticias/uso-marca.webp',
    destacada: false,
    keywords: ['uso de la marca', 'caducidad', 'prueba de uso'],
    autor: 'Equipo jurídico',
    publishedAt: '2026-09-02T09:00:00Z',
    contenido: `<p>Registrar una marca no basta: hay que usarla. Si durante <strong>5 años</strong> seguidos no se usa de forma real para los productos o servicios registrados, cualquiera puede pedir su caducidad.</p>
<h2>Cómo acreditar el uso</h2>
<ul>
<li>Facturas y catálogos con la marca.</li>
<li>Publicidad y presencia en la web o en marketplaces.</li>
<li>Fotografías del producto y su etiquetado.</li>
</ul>
<p>Guarda estas pruebas: también te servirán si necesitas defender tu marca en una oposición.</p>`,
  },
  {
    slug: 'dominios-y-marcas-como-recuperar-un-dominio',
    titulo: 'Dominios y marcas: cómo recuperar un dominio que usa tu marca',
    resumen: 'Si alguien registra de mala fe un dominio con tu marca, existen procedimientos rápidos para recuperarlo.',
    imagen: '/img/noticias/dominios.webp',
    destacada: false,
    keywords: ['dominios', 'ciberocupación', 'recuperación de dominios'],
    autor: 'Equipo jurídico',
    publishedAt: '2026-08-19T09:00:00Z',
    contenido: `<p>La ciberocupación consiste en registrar un dominio que reproduce una marca ajena para revenderlo o aprovecharse de su prestigio.</p>
<p>Los procedimientos de resolución de disputas permiten recuperarlo sin acudir a los tribunales, siempre que se demuestre que el dominio es idéntico o confundible con tu marca, que el titular no tiene un interés legítimo y que actúa de mala fe.</p>
<p>Nuestro servicio de <a href="/recuperacion-dominios">recuperación de dominios</a> incluye las tasas de reclamación de hasta 3 dominios.</p>`,
  },
];
