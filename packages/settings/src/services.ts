/**
 * Every service the consultancy sells, as pure data: its routes (spec-2 §2.1), the footer group it
 * belongs to (spec-1 §2.1) and the spec's price. The text of each information page lives in
 * service-pages.ts, which only those pages load.
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
  },
  {
    id: 'marca-internacional',
    flowId: 'marca-internacional',
    routes: ['/marca-internacional', '/servicios/marca-internacional'],
    group: 'marcas',
    column: 'registro',
    title: 'Marca Internacional',
    summary: 'Protege tu marca en los países que elijas fuera de España. Presupuesto personalizado.',
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
    catalogueKey: 'base:nacional',
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
    catalogueKey: 'base:europea',
  },
  {
    id: 'patentes',
    flowId: 'patentes',
    routes: ['/patentes'],
    group: 'invenciones',
    title: 'Patentes',
    summary: 'Protege tu invención en España, en Europa o en otros países durante 20 años.',
    price: eur(2662, true),
    catalogueKey: 'espanola',
  },
  {
    id: 'diseno-industrial',
    flowId: 'diseno-industrial',
    routes: ['/diseno-industrial', '/servicios/diseno-industrial'],
    group: 'invenciones',
    title: 'Diseño Industrial',
    summary: 'Protege la apariencia de tus productos: forma, líneas, colores y texturas.',
    price: eur(424, true),
    catalogueKey: 'base',
  },
  {
    id: 'modelo-utilidad',
    flowId: 'modelo-utilidad',
    routes: ['/modelo-utilidad', '/modelo-de-utilidad'],
    group: 'invenciones',
    title: 'Modelo de Utilidad',
    summary: 'Protege durante 10 años una mejora práctica de un objeto o herramienta.',
    price: eur(1990, true),
    catalogueKey: 'espanol',
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
    catalogueKey: 'base',
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
    catalogueKey: 'base',
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
    catalogueKey: 'base',
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
    catalogueKey: 'nacional:anual',
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
    catalogueKey: 'sin_prueba',
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
    catalogueKey: 'sin_prueba',
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
    catalogueKey: 'presentacion_espana',
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
    catalogueKey: 'base',
  },
  {
    id: 'pago-anualidades-patentes',
    flowId: 'pago-anualidades-patentes',
    routes: ['/pago-anualidades-patentes'],
    group: 'otros',
    column: 'anualidades',
    title: 'Pago de Anualidades de Patentes',
    summary: 'Mantén tu patente en vigor: pagamos las anualidades por ti.',
  },
  {
    id: 'pago-anualidades-modelos',
    flowId: 'pago-anualidades-modelos',
    routes: ['/pago-anualidades-modelos'],
    group: 'otros',
    column: 'anualidades',
    title: 'Pago de Anualidades de Modelos de Utilidad',
    summary: 'Mantén tu modelo de utilidad en vigor sin preocuparte de los plazos.',
  },
  {
    id: 'renovacion-diseno',
    flowId: 'renovacion-diseno',
    routes: ['/renovacion-diseno'],
    group: 'otros',
    column: 'anualidades',
    title: 'Renovación de Diseño Industrial',
    summary: 'Renueva tu diseño industrial cada 5 años, hasta 25 años de protección.',
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
    catalogueKey: 'base',
  },
];

/** The services of one footer group, in list order. */
export const servicesInGroup = (group: ServiceGroupId): ServiceInfo[] => services.filter((service) => service.group === group);

export const serviceById = (id: string): ServiceInfo | undefined => services.find((service) => service.id === id);
export const serviceByPath = (path: string): ServiceInfo | undefined => services.find((service) => service.routes.includes(path));
