/**
 * The shapes the site's API answers, shared by the server that builds them and the web app that
 * reads them (types only).
 */

/** spec-1 §3 "Navbar data": one service of the menu. */
export interface NavService {
  id: string;
  title: string;
  href: string;
  description?: string;
  price?: string;
}

export interface NavColumn {
  id: string;
  title: string;
  services: NavService[];
}

export type NavItem =
  | { id: string; type: 'link'; label: string; href: string }
  | { id: string; type: 'dropdown'; label: string; columns: NavColumn[] }
  | { id: string; type: 'dropdown'; label: string; services: NavService[] };

/** What `GET /api/navbar` answers inside `data`. */
export interface NavbarData {
  menu: NavItem[];
}

/** The author line's name, or none: spec-2 §2.19 hides it when the author is empty or the text 'null'. */
export function authorOf(autor: string | null | undefined): string | undefined {
  const name = autor?.trim();
  return name && name.toLowerCase() !== 'null' ? name : undefined;
}

/** A news item (spec-2 §3.4); the list leaves out the body. */
export interface NewsItem {
  id: number;
  titulo: string;
  resumen: string;
  imagen: string | null;
  destacada: boolean;
  seo: { url: string; keywords: string[] };
  autor: string | null;
  fecha: string;
  /** Sanitised HTML; only the article call carries it. */
  contenido?: string;
}

export interface NewsPage {
  data: NewsItem[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
}

/** `GET /api/pedido/{referencia}`: the visitor's order page (DECISIONS §10). */
export interface OrderPageData {
  numero: string;
  producto: string;
  estado: string;
  estadoTexto: string;
  total: { centimos: number; texto: string };
  /** The applicant's name as typed (the office's mail's 'Cliente'). */
  solicitante: string;
  /** What was ordered, each field as its flow labels it (brand, classes, type, countries, the applicant's details): the office's mail's rows. */
  solicitud: { etiqueta: string; valor: string }[];
  /** A quote staff answered (DECISIONS §11): its price and staff's message, shown beside 'Pagar'; null otherwise. */
  presupuesto: { importe: string; mensaje: string } | null;
  /** The office's number and days ('YYYY-MM-DD') once staff recorded them (DECISIONS §13); null before. */
  oficina: { numero: string; presentacion: string; publicacion: string | null; concesion: string | null } | null;
  /** What the total includes, as its flow says ('IVA y tasas oficiales incluidos'). */
  totalIncluye: string;
  lineas: { concepto: string; importe: string }[];
  /**
   * The total as the invoice reads it (DECISIONS §12): official fees passed through (suplidos), the
   * professional fee's base and VAT, in cents. Null when the order's lines do not say their official
   * fees (stored before they were kept, or a quote priced by staff as one figure).
   */
  desglose: { suplidosCentimos: number; baseCentimos: number; ivaCentimos: number; totalCentimos: number } | null;
  archivos: { nombre: string; bytes: number; sha256: string }[];
  /** Documents the office handed the client (its filing receipt, the certificate): each one's name, download address and date. */
  documentos: { nombre: string; url: string; fecha: string }[];
  /**
   * The timeline in the client's words: states (no drafts, no payment pages opened, no gateway codes),
   * staff's notes to the client, and the office's facts (`estado` 'oficina'); the note may be empty.
   */
  historial: { estado: string; texto: string; nota: string; fecha: string }[];
  /**
   * The deadlines of the right the order files or renews (DECISIONS §13), in the client's words
   * ('Puedes renovar desde el 15/03/2026. …'): from and until which day ('YYYY-MM-DD'), and the end of
   * the time still allowed with a surcharge. Empty until staff record the office's facts.
   */
  plazos: { tipo: string; texto: string; desde: string; hasta: string; finRecargo: string | null }[];
  /** Whether the visitor can (still or again) pay it. */
  pagable: boolean;
  /** A quote request staff have not priced yet: it has no amount to show (its total is 0 until then). */
  presupuestoPendiente: boolean;
  /**
   * The invoice issued with the payment (DECISIONS §12) and the address of its PDF; null before.
   * The API always sends it (routes/payments.ts adds it to the page).
   */
  factura?: { numero: string; url: string } | null;
}
