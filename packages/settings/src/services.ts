/**
 * Every service the consultancy sells, as pure data: its routes (spec-2 §2.1), the footer group it
 * belongs to (spec-1 §2.1), the spec's price and the Spanish text of its information page.
 *
 * The web app renders an information page for each route that has no order flow yet; when a flow
 * for a route exists in the flow registry, the flow's page wins. The API seeds the navigation menu
 * from this list and uses it for the page titles the server sends. Prices here are the spec's
 * figures (DECISIONS §1: seed values and fallback); where an order flow exists its catalogue wins.
 */

export type ServiceGroupId = 'marcas' | 'invenciones' | 'otros';

export interface ServiceGroup {
  id: ServiceGroupId;
  title: string;
  /** Sub-headings of the menu's columns; a group without columns shows a flat list. */
  columns?: readonly { id: string; title: string }[];
}

/** The footer's groups (spec-1 §2.1), in order; the menu's dropdowns follow them. */
export const serviceGroups: readonly ServiceGroup[] = [
  {
    id: 'marcas',
    title: 'Marcas',
    columns: [
      { id: 'registro', title: 'Registro' },
      { id: 'renovacion', title: 'Renovación' },
    ],
  },
  { id: 'invenciones', title: 'Invenciones' },
  {
    id: 'otros',
    title: 'Otros servicios',
    columns: [
      { id: 'gestion', title: 'Gestión de marcas' },
      { id: 'defensa', title: 'Defensa de marcas' },
      { id: 'anualidades', title: 'Pagos y mantenimiento' },
    ],
  },
];

export interface ServicePrice {
  /** Integer euro cents (DECISIONS §1). */
  cents: number;
  /** True when the figure is the lowest of several ('Desde 199,00 €'). */
  from: boolean;
}

export interface ServiceInfo {
  /** The order flow's id (DECISIONS §2) where one is planned, else the service's own slug. */
  id: string;
  /** The flow whose routes would replace these pages (several services may share one flow). */
  flowId: string;
  /** Canonical route first, then its aliases (spec-2 §2.1). */
  routes: readonly string[];
  group: ServiceGroupId;
  /** The menu column inside the group, when the group has columns. */
  column?: string;
  title: string;
  /** One sentence: the menu's description, the meta description and the card text. */
  summary: string;
  /** The spec's figure; absent for quote requests. */
  price?: ServicePrice;
  /** Where the live figure lives once the flow exists: its catalogue key. */
  catalogueKey?: string;
  /** What the service is, a paragraph each. */
  body: readonly string[];
  included: readonly string[];
  notIncluded?: readonly string[];
}

const eur = (amount: number, from = false): ServicePrice => ({ cents: Math.round(amount * 100), from });

export const services: readonly ServiceInfo[] = [
  {
    id: 'marca-nacional',
    flowId: 'marca-nacional',
    routes: ['/marca-nacional', '/servicios/marca-nacional'],
    group: 'marcas',
    column: 'registro',
    title: 'Marca Nacional',
    summary: 'Registra tu marca en España ante la Oficina Española de Patentes y Marcas (OEPM).',
    price: eur(199, true),
    catalogueKey: 'basic',
    body: [
      'La marca nacional protege tu nombre, logotipo o signo distintivo en todo el territorio español durante 10 años, renovables indefinidamente por periodos de 10 años.',
      'Estudiamos tu marca, elegimos contigo las clases de la Clasificación de Niza que necesitas y presentamos la solicitud ante la OEPM. Sin suspensos ni oposiciones, el registro suele concederse en 8 a 12 meses.',
    ],
    included: ['Estudio de viabilidad de la marca', 'Presentación de la solicitud ante la OEPM', 'Tasas oficiales de la primera clase', 'Honorarios e IVA', 'Seguimiento del expediente hasta la concesión'],
    notIncluded: ['Clases adicionales (150,00 € cada una)', 'Contestación a suspensos u oposiciones'],
  },
  {
    id: 'marca-europea',
    flowId: 'marca-europea',
    routes: ['/marca-europea', '/servicios/marca-europea'],
    group: 'marcas',
    column: 'registro',
    title: 'Marca Europea',
    summary: 'Una sola solicitud ante la EUIPO protege tu marca en los 27 países de la Unión Europea.',
    price: eur(1140, true),
    catalogueKey: 'basic',
    body: [
      'La marca de la Unión Europea se solicita una sola vez ante la Oficina de Propiedad Intelectual de la Unión Europea (EUIPO) y protege tu signo en los 27 Estados miembros durante 10 años, renovables.',
      'Preparamos la solicitud, elegimos las clases y vigilamos el plazo de oposición de 3 meses que sigue a la publicación.',
    ],
    included: ['Informe profesional de la marca', 'Presentación de la solicitud ante la EUIPO', 'Tasas oficiales de la primera clase', 'Honorarios e IVA'],
    notIncluded: ['1ª clase adicional: 125,00 €; a partir de la 2ª: 245,00 € cada una', 'Contestación a suspensos u oposiciones'],
  },
  {
    id: 'marca-internacional',
    flowId: 'marca-internacional',
    routes: ['/marca-internacional', '/servicios/marca-internacional'],
    group: 'marcas',
    column: 'registro',
    title: 'Marca Internacional',
    summary: 'Protege tu marca en los países que elijas fuera de España. Presupuesto personalizado.',
    body: [
      'Mediante el sistema de Madrid o con solicitudes nacionales, extendemos la protección de tu marca a los países donde vendes o piensas vender.',
      'Cada país tiene sus tasas y plazos, por eso preparamos un presupuesto ajustado a tu solicitud sin compromiso.',
    ],
    included: ['Estudio de los países y de la vía más económica', 'Presupuesto personalizado sin compromiso'],
  },
  {
    id: 'nombre-comercial',
    flowId: 'nombre-comercial',
    routes: ['/nombre-comercial', '/servicios/nombre-comercial'],
    group: 'marcas',
    column: 'registro',
    title: 'Nombre Comercial',
    summary: 'Registra el nombre con el que tu empresa se identifica en el mercado.',
    price: eur(199, true),
    catalogueKey: 'basic',
    body: [
      'El nombre comercial identifica a tu empresa o establecimiento en el tráfico mercantil, no a tus productos. Se registra ante la OEPM y dura 10 años renovables.',
      'Solo puede registrarse en las clases de servicios (35 a 45) de la Clasificación de Niza.',
    ],
    included: ['Presentación de la solicitud ante la OEPM', 'Tasas oficiales de la primera clase', 'Honorarios e IVA'],
    notIncluded: ['Clases adicionales (150,00 € cada una)'],
  },
  {
    id: 'renovacion-marca-nacional',
    flowId: 'renovacion-marca',
    routes: ['/renovacion-marca-nacional'],
    group: 'marcas',
    column: 'renovacion',
    title: 'Renovación de Marca Nacional',
    summary: 'Renueva tu marca o nombre comercial español por otros 10 años.',
    price: eur(218, true),
    body: [
      'Una marca española dura 10 años desde la fecha de solicitud y puede renovarse indefinidamente por periodos de 10 años. La renovación puede pedirse en los 6 meses anteriores al vencimiento.',
      'Comprobamos el expediente, presentamos la renovación ante la OEPM y te avisamos cuando queda renovada.',
    ],
    included: ['Renovación de la primera clase', 'Tasas oficiales y honorarios', 'Seguimiento hasta la resolución'],
    notIncluded: ['Cada clase adicional: 150,00 €'],
  },
  {
    id: 'renovacion-marca-europea',
    flowId: 'renovacion-marca',
    routes: ['/renovacion-marca-europea'],
    group: 'marcas',
    column: 'renovacion',
    title: 'Renovación de Marca Europea',
    summary: 'Renueva tu marca de la Unión Europea ante la EUIPO por otros 10 años.',
    price: eur(1140, true),
    body: [
      'La marca de la Unión Europea se renueva cada 10 años ante la EUIPO. Gestionamos la renovación antes del vencimiento para que tu marca no pierda la protección en los 27 países.',
    ],
    included: ['Renovación de la primera clase', 'Tasas oficiales y honorarios', 'Seguimiento hasta la resolución'],
    notIncluded: ['Cada clase adicional: 90,00 €'],
  },
  {
    id: 'patentes',
    flowId: 'patentes',
    routes: ['/patentes'],
    group: 'invenciones',
    title: 'Patentes',
    summary: 'Protege tu invención en España, en Europa o en otros países durante 20 años.',
    price: eur(2662, true),
    body: [
      'La patente da a su titular el derecho exclusivo a explotar una invención nueva, con actividad inventiva y aplicación industrial, durante 20 años.',
      'Redactamos y presentamos la solicitud de patente española (2662,00 €) o europea (2990,00 €). Para otros países preparamos un presupuesto. Las pymes y autónomos pueden optar a una reducción del 50 % de las tasas.',
    ],
    included: ['Redacción y presentación de la solicitud', 'Tasas oficiales de solicitud', 'Honorarios'],
    notIncluded: ['Modificaciones posteriores', 'Anualidades a partir del tercer año'],
  },
  {
    id: 'diseno-industrial',
    flowId: 'diseno-industrial',
    routes: ['/diseno-industrial', '/servicios/diseno-industrial'],
    group: 'invenciones',
    title: 'Diseño Industrial',
    summary: 'Protege la apariencia de tus productos: forma, líneas, colores y texturas.',
    price: eur(424, true),
    body: [
      'El diseño industrial protege el aspecto exterior de un producto. Con una sola solicitud pueden registrarse hasta 50 diseños; cada diseño admite hasta 7 perspectivas.',
      'El precio incluye hasta 10 diseños; cada grupo adicional de 10 cuesta 110,00 €. Tras la primera presentación hay 6 meses para extender la protección a otros países.',
    ],
    included: ['Presentación de la solicitud', 'Hasta 10 diseños', 'Tasas oficiales y honorarios'],
    notIncluded: ['Reino Unido (no forma parte de la Unión Europea)'],
  },
  {
    id: 'modelo-utilidad',
    flowId: 'modelo-utilidad',
    routes: ['/modelo-utilidad', '/modelo-de-utilidad'],
    group: 'invenciones',
    title: 'Modelo de Utilidad',
    summary: 'Protege durante 10 años una mejora práctica de un objeto o herramienta.',
    price: eur(1990, true),
    body: [
      'El modelo de utilidad protege invenciones que dan a un objeto una configuración o estructura con una ventaja práctica. Es más rápido y económico que la patente y dura 10 años.',
      'La solicitud española cuesta 1990,00 €; para otros países preparamos un presupuesto. Las pymes y autónomos pueden optar a una reducción del 50 % de las tasas.',
    ],
    included: ['Redacción y presentación de la solicitud', 'Tasas oficiales de solicitud', 'Honorarios'],
    notIncluded: ['Anualidades a partir del tercer año'],
  },
  {
    id: 'derechos-autor',
    flowId: 'derechos-autor',
    routes: ['/derechos-autor', '/derechos-de-autor'],
    group: 'invenciones',
    title: 'Derechos de Autor',
    summary: 'Registra tu obra literaria, musical, artística o tu software y acredita tu autoría.',
    price: eur(450),
    catalogueKey: 'base',
    body: [
      'El registro de la propiedad intelectual es la prueba de que eres el autor de una obra y de la fecha en que existía. Los derechos de explotación duran toda la vida del autor y 70 años más.',
    ],
    included: ['Preparación y presentación de la solicitud', 'Tasas y honorarios'],
  },
  {
    id: 'recuperacion-dominios',
    flowId: 'recuperacion-dominios',
    routes: ['/recuperacion-dominios', '/recuperacion-de-dominios'],
    group: 'otros',
    column: 'defensa',
    title: 'Recuperación de Dominios',
    summary: 'Recupera el dominio que otro registró con tu marca.',
    price: eur(2990),
    body: [
      'Cuando un tercero registra de mala fe un dominio que reproduce tu marca, puede reclamarse mediante los procedimientos de resolución de disputas de dominios.',
      'Preparamos y presentamos la reclamación. El precio incluye las tasas de reclamación de hasta 3 dominios.',
    ],
    included: ['Estudio del caso', 'Redacción y presentación de la reclamación', 'Tasas de reclamación de 3 dominios'],
  },
  {
    id: 'informe-previo',
    flowId: 'informe-previo',
    routes: ['/otros-servicios/informe-previo', '/otros-servicios/informe-previo-profesional'],
    group: 'otros',
    column: 'gestion',
    title: 'Informe Previo Profesional',
    summary: 'Antes de registrar, comprueba si tu marca choca con otras ya registradas.',
    price: eur(29),
    body: [
      'Buscamos marcas anteriores iguales o parecidas a la tuya en España o en la Unión Europea y te explicamos el riesgo de oposición antes de que inviertas en el registro.',
      'Si después registras la marca con nosotros, te descontamos el precio del informe. Ningún informe puede garantizar que no exista una marca anterior.',
    ],
    included: ['Búsqueda de marcas anteriores', 'Informe profesional por escrito'],
  },
  {
    id: 'solicitud-titulo',
    flowId: 'solicitud-titulo',
    routes: ['/otros-servicios/solicitud-titulo', '/otros-servicios/solicitud-titulo-de-marca'],
    group: 'otros',
    column: 'gestion',
    title: 'Solicitud de Título de Marca',
    summary: 'Obtén el título oficial de tu marca concedida, útil para marketplaces.',
    price: eur(100, true),
    body: [
      'El título de marca es el documento oficial que acredita el registro. Lo piden plataformas de venta en línea como prueba de titularidad.',
      'Por 97,00 € más añadimos un año de vigilancia de tu marca (precio promocional total: 197,00 €).',
    ],
    included: ['Solicitud del título ante la oficina', 'Entrega del título'],
  },
  {
    id: 'vigilancia-marcas',
    flowId: 'vigilancia-marcas',
    routes: ['/otros-servicios/vigilancia-de-marcas'],
    group: 'otros',
    column: 'gestion',
    title: 'Vigilancia de Marcas',
    summary: 'Te avisamos cuando alguien intenta registrar una marca parecida a la tuya.',
    price: eur(34, true),
    body: [
      'Revisamos las nuevas solicitudes publicadas y te avisamos a tiempo de oponerte a las que puedan confundirse con tu marca.',
      'Marca nacional: 34,00 € por una anualidad o 150,00 € por diez. Marca europea: 156,00 € por una anualidad o 197,00 € por diez.',
    ],
    included: ['Vigilancia de nuevas solicitudes', 'Aviso de marcas conflictivas'],
    notIncluded: ['Presentación de oposiciones'],
  },
  {
    id: 'contestacion-suspensos',
    flowId: 'contestacion-suspensos',
    routes: ['/otros-servicios/contestacion-a-suspensos'],
    group: 'otros',
    column: 'defensa',
    title: 'Contestación a Suspensos',
    summary: 'Respondemos a la oficina cuando tu solicitud de marca recibe un suspenso.',
    price: eur(218, true),
    body: [
      'Si la OEPM o la EUIPO suspenden tu solicitud, hay un plazo para presentar alegaciones. Estudiamos la objeción y redactamos la respuesta.',
      'Sin prueba de uso: 218,00 €. Con prueba de uso: 318,00 €. El precio es el mismo para marcas nacionales y europeas.',
    ],
    included: ['Estudio del suspenso', 'Redacción y presentación de alegaciones'],
  },
  {
    id: 'presentacion-oposiciones',
    flowId: 'presentacion-oposiciones',
    routes: ['/otros-servicios/presentacion-de-oposiciones'],
    group: 'otros',
    column: 'defensa',
    title: 'Presentación de Oposiciones',
    summary: 'Oponte a una solicitud de marca que se parece demasiado a la tuya.',
    price: eur(267, true),
    body: [
      'Tras la publicación de una solicitud hay un plazo de unos 2 meses en España y de 3 meses en la EUIPO para oponerse. Preparamos y presentamos la oposición.',
      'Sin prueba de uso: 267,00 €. Con prueba de uso: 367,00 €.',
    ],
    included: ['Estudio de la marca contraria', 'Redacción y presentación de la oposición'],
  },
  {
    id: 'recurso-alzada',
    flowId: 'recurso-alzada',
    routes: ['/otros-servicios/presentacion-de-recurso-de-alzada'],
    group: 'otros',
    column: 'defensa',
    title: 'Recurso de Alzada',
    summary: 'Recurre una resolución desfavorable sobre tu marca.',
    price: eur(339, true),
    body: [
      'El recurso de alzada permite pedir que se revise una resolución de la oficina que deniega tu marca o estima una oposición contra ella.',
      'Presentación en España: 339,00 €; contestación en España: 544,00 €; presentación en Europa: 1130,00 €; contestación en Europa: 620,00 €.',
    ],
    included: ['Presentación del recurso', 'Redacción de los fundamentos jurídicos', 'Seguimiento del procedimiento', 'Comunicación de la resolución final'],
    notIncluded: ['Tasas oficiales adicionales', 'Garantía de resultado favorable'],
  },
  {
    id: 'cambio-titular',
    flowId: 'cambio-titular',
    routes: ['/otros-servicios/cambio-de-titular-marcas-y-patentes'],
    group: 'otros',
    column: 'gestion',
    title: 'Cambio de Titular',
    summary: 'Inscribe la transmisión de una marca, patente, diseño o modelo de utilidad.',
    price: eur(145),
    body: ['Cuando vendes, cedes o heredas un derecho registrado, el cambio de titular debe inscribirse para que tenga efectos frente a terceros.'],
    included: ['Tramitación del cambio de titularidad'],
    notIncluded: ['Tasas oficiales'],
  },
  {
    id: 'pago-anualidades-patentes',
    flowId: 'pago-anualidades-patentes',
    routes: ['/pago-anualidades-patentes'],
    group: 'otros',
    column: 'anualidades',
    title: 'Pago de Anualidades de Patentes',
    summary: 'Mantén tu patente en vigor: pagamos las anualidades por ti.',
    body: ['Una patente se mantiene en vigor pagando una tasa anual. Controlamos los plazos y pagamos cada anualidad para que tu patente no caduque.'],
    included: ['Control de vencimientos', 'Pago de la anualidad', 'Presupuesto sin compromiso'],
  },
  {
    id: 'pago-anualidades-modelos',
    flowId: 'pago-anualidades-modelos',
    routes: ['/pago-anualidades-modelos'],
    group: 'otros',
    column: 'anualidades',
    title: 'Pago de Anualidades de Modelos de Utilidad',
    summary: 'Mantén tu modelo de utilidad en vigor sin preocuparte de los plazos.',
    body: ['El modelo de utilidad también exige el pago de anualidades. Te avisamos y las pagamos a tiempo.'],
    included: ['Control de vencimientos', 'Pago de la anualidad', 'Presupuesto sin compromiso'],
  },
  {
    id: 'renovacion-diseno',
    flowId: 'renovacion-diseno',
    routes: ['/renovacion-diseno'],
    group: 'otros',
    column: 'anualidades',
    title: 'Renovación de Diseño Industrial',
    summary: 'Renueva tu diseño industrial cada 5 años, hasta 25 años de protección.',
    body: ['El diseño industrial se protege por periodos de 5 años, renovables hasta un máximo de 25. Gestionamos cada renovación a tiempo.'],
    included: ['Control de vencimientos', 'Presentación de la renovación', 'Presupuesto sin compromiso'],
  },
  {
    id: 'diseno-logos',
    flowId: 'diseno-logos',
    routes: ['/otros-servicios/diseno-de-logos'],
    group: 'otros',
    column: 'gestion',
    title: 'Diseño de Logos',
    summary: 'Cinco propuestas de logotipo listas para registrar como marca.',
    price: eur(60),
    body: ['Nuestro equipo de diseño crea el logotipo de tu marca a partir de tu descripción y del estilo que prefieras.'],
    included: ['Diseño del logotipo', '5 diseños o vistas diferentes', 'Archivos en alta resolución', 'Formatos vectoriales (AI, EPS, SVG)', 'Formatos de imagen (PNG, JPG)'],
    notIncluded: ['Registro de la marca', 'Modificaciones posteriores'],
  },
];

export const serviceById = (id: string): ServiceInfo | undefined => services.find((service) => service.id === id);
export const serviceByPath = (path: string): ServiceInfo | undefined => services.find((service) => service.routes.includes(path));
