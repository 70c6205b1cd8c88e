/**
 * The trademark types the shop sells, in display order, with their default
 * surcharges and the copy and line art shown on the type tiles.
 *
 * The types follow the forms of representation of Article 3 of Commission
 * Implementing Regulation (EU) 2018/626, which the OEPM applies as well since
 * the 2019 reform of the Spanish Ley 17/2001 de Marcas removed the requirement
 * of graphic representation.
 */

/** Line art drawn by the UI with stroke="currentColor", fill="none", strokeWidth 1.5. */
import { trademarkTypeNameById, type TrademarkTypeId, type TrademarkTypeName } from './trademark-type-names';

export interface SvgArt {
  viewBox: string;
  /** Stroke-style path `d` strings. */
  paths: readonly string[];
}

export { trademarkTypeIds, isTrademarkTypeId, type TrademarkTypeId } from './trademark-type-names';

export interface TrademarkType extends TrademarkTypeName {
  /** What this kind of mark is, in Spanish (1-3 sentences). */
  description: string;
  /** A short Spanish example with an invented brand, starting with "Ejemplo:". */
  example: string;
  /** Small icon on a 0 0 24 24 box. */
  icon: SvgArt;
  /** Larger illustration on a 0 0 160 100 box. */
  exampleArt: SvgArt;
}

const named = (id: TrademarkTypeId): TrademarkTypeName => trademarkTypeNameById(id)!;

const ICON_VIEWBOX = '0 0 24 24';
const ART_VIEWBOX = '0 0 160 100';

const icon = (...paths: string[]): SvgArt => ({ viewBox: ICON_VIEWBOX, paths });
const art = (...paths: string[]): SvgArt => ({ viewBox: ART_VIEWBOX, paths });

/** A row of small diamonds (12 x 12) whose top vertices sit at (x, top). */
const diamondRow = (top: number, xs: readonly number[]): string => xs.map((x) => `M${x} ${top}l6 6-6 6-6-6z`).join('');

export const trademarkTypes: readonly TrademarkType[] = [
  {
    ...named('denominativa'),
    description:
      'Marca formada únicamente por palabras, letras, números u otros caracteres de escritura estándar, sin diseño, tipografía especial ni colores. Protege el nombre en sí, se escriba con el tipo de letra que se escriba.',
    example: 'Ejemplo: la palabra «LUMVERA» para una línea de cosméticos.',
    icon: icon('M4 7V5h16v2', 'M12 5v14', 'M9 19h6'),
    // Stroked letters "ABC".
    exampleArt: art(
      'M18 72L34 28L50 72',
      'M24 57h20',
      'M64 28v44',
      'M64 28h13a11 11 0 0 1 0 22H64',
      'M64 50h15a11 11 0 0 1 0 22H64',
      'M135.6 34.4A22 22 0 1 0 135.6 65.6',
    ),
  },
  {
    ...named('figurativa'),
    description:
      'Marca que incluye elementos gráficos: un logotipo, un dibujo, una tipografía especial o colores, solos o combinados con palabras (la llamada marca mixta). Protege el signo exactamente tal como se representa en la solicitud.',
    example: 'Ejemplo: una estrella dentro de un círculo junto al nombre «Norvalia» con su tipografía propia.',
    icon: icon('M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z', 'M12 7.6L13.2 10.9L16.8 11.1L14 13.2L14.9 16.6L12 14.7L9.1 16.6L10 13.2L7.2 11.1L10.8 10.9Z'),
    // Emblem with a star next to two lines of text: a logo lock-up.
    exampleArt: art(
      'M50 20a30 30 0 1 1 0 60a30 30 0 1 1 0-60z',
      'M50 34L54.2 45.2L66.2 45.7L56.8 53.2L60 64.8L50 58.2L40 64.8L43.2 53.2L33.8 45.7L45.8 45.2Z',
      'M94 42h48',
      'M94 56h32',
    ),
  },
  {
    ...named('tridimensional'),
    description:
      'Marca que consiste en una forma en tres dimensiones, como la del propio producto, su envase o su embalaje. No se admite cuando consiste exclusivamente en una forma impuesta por la naturaleza del producto, necesaria para obtener un resultado técnico o que le aporta un valor sustancial.',
    example: 'Ejemplo: el frasco con forma de gota de la salsa picante «Brenú».',
    icon: icon('M12 3l8 4.5v9L12 21l-8-4.5v-9z', 'M4 7.5l8 4.5 8-4.5', 'M12 12v9'),
    // Isometric cube.
    exampleArt: art('M80 8l38 19v44L80 90L42 71V27z', 'M42 27l38 19 38-19', 'M80 46v44'),
  },
  {
    ...named('posicion'),
    description:
      'Marca que consiste en la forma concreta en que un elemento se coloca o aparece sobre el producto. Se protege la combinación del elemento con esa posición, su tamaño y su proporción respecto al producto.',
    example: 'Ejemplo: una pequeña etiqueta naranja cosida siempre en la costura izquierda del bolsillo trasero de los vaqueros «Vendaro».',
    icon: icon('M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M13 14h4v4h-4z', 'M15 6.5v5.5', 'M13.5 10.5L15 12l1.5-1.5'),
    // Back pocket with a tab sewn into its left seam, and a dimension line
    // fixing the tab's distance from the top edge.
    exampleArt: art('M48 12h64v52L80 88L48 64z', 'M54 18h52v43L80 80.5L54 61z', 'M38 30h16v9H38z', 'M28 12v22.5', 'M25 12h6', 'M25 34.5h6'),
  },
  {
    ...named('patron'),
    description:
      'Marca compuesta exclusivamente por un conjunto de elementos que se repiten de forma regular, como un estampado. Suele usarse en tejidos, envases o superficies de producto.',
    example: 'Ejemplo: el estampado de rombos alternos que cubre las maletas «Travesil».',
    icon: icon('M7 4l3 3-3 3-3-3z', 'M17 4l3 3-3 3-3-3z', 'M12 9l3 3-3 3-3-3z', 'M7 14l3 3-3 3-3-3z', 'M17 14l3 3-3 3-3-3z'),
    // Swatch of fabric covered by staggered diamonds.
    exampleArt: art(
      'M18 8h124v84H18z',
      diamondRow(16, [30, 47, 64, 81, 98, 115, 132]),
      diamondRow(34.5, [38.5, 55.5, 72.5, 89.5, 106.5, 123.5]),
      diamondRow(53, [30, 47, 64, 81, 98, 115, 132]),
      diamondRow(71.5, [38.5, 55.5, 72.5, 89.5, 106.5, 123.5]),
    ),
  },
  {
    ...named('color'),
    description:
      'Marca formada exclusivamente por un color o una combinación de colores, sin contornos ni formas, que se suele identificar con un código reconocido (por ejemplo, Pantone o RAL). Al principio rara vez se considera distintiva, por lo que a menudo hay que demostrar que el público ya la asocia con la empresa gracias a su uso.',
    example: 'Ejemplo: el turquesa Pantone 3262 C de las furgonetas de la mensajería «Quiribel».',
    icon: icon('M12 3.5c2.8 3.6 5.5 6.8 5.5 10a5.5 5.5 0 0 1-11 0c0-3.2 2.7-6.4 5.5-10z', 'M9.5 14a2.5 2.5 0 0 0 2.5 2.5'),
    // Colour chip (hatched = filled with the colour) between two other chips.
    exampleArt: art(
      'M54 16H32a4 4 0 0 0-4 4v64a4 4 0 0 0 4 4h22',
      'M106 16h22a4 4 0 0 1 4 4v64a4 4 0 0 1-4 4h-22',
      'M58 8h44a4 4 0 0 1 4 4v76a4 4 0 0 1-4 4H58a4 4 0 0 1-4-4V12a4 4 0 0 1 4-4z',
      'M58 22L68 12M58 32L78 12M58 42L88 12M58 52L98 12M58 62L102 18M66 64L102 28M76 64L102 38M86 64L102 48M96 64L102 58',
      'M54 68h52',
      'M62 77h26',
      'M62 84h16',
    ),
  },
  {
    ...named('sonido'),
    description:
      'Marca constituida exclusivamente por un sonido o una combinación de sonidos, como una melodía breve o una sintonía. Se presenta mediante un archivo de audio o con su notación en pentagrama.',
    example: 'Ejemplo: las cuatro notas que suenan al abrir la aplicación de pagos «Sonelia».',
    icon: icon('M4 10v4', 'M8 7v10', 'M12 4v16', 'M16 7v10', 'M20 10v4'),
    // Audio waveform.
    exampleArt: art(
      'M24 47v6M31.5 43v14M39 38v24M46.5 33v34M54 39v22M61.5 44v12M69 35v30M76.5 30v40',
      'M84 36v28M91.5 42v16M99 46v8M106.5 40v20M114 34v32M121.5 41v18M129 45v10M136.5 48v4',
    ),
  },
  {
    ...named('movimiento'),
    description:
      'Marca que consiste en un movimiento o en un cambio de posición de sus elementos, como un logotipo animado. Se presenta mediante un archivo de vídeo o una secuencia numerada de imágenes fijas.',
    example: 'Ejemplo: el logotipo de «Miralba Films» que gira y se despliega al comienzo de cada película.',
    icon: icon('M16 8a4 4 0 1 1 0 8a4 4 0 1 1 0-8z', 'M4 8.5h6', 'M2 12h8', 'M4 15.5h6'),
    // A ball leaving a trail of fading positions and speed lines.
    exampleArt: art(
      'M116 28a18 18 0 1 1 0 36a18 18 0 1 1 0-36z',
      'M86 31a15 15 0 0 0 0 30',
      'M60 34a12 12 0 0 0 0 24',
      'M14 38h28',
      'M8 46h32',
      'M14 54h28',
      'M116 82h26',
      'M136 76l6 6-6 6',
    ),
  },
  {
    ...named('multimedia'),
    description:
      'Marca formada por la combinación de imagen y sonido, como una pieza audiovisual breve. Se presenta mediante un archivo audiovisual que contiene ambas partes.',
    example: 'Ejemplo: la animación con sintonía de cinco segundos que cierra los anuncios de «Zoltana».',
    icon: icon(
      'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
      'M3 8h18',
      'M3 16h18',
      'M13 9.5v4',
      'M13 13.5a1.4 1.4 0 1 1-2.8 0a1.4 1.4 0 1 1 2.8 0',
      'M13 9.5c1 .3 2 .9 2.5 1.8',
    ),
    // Film frame with sprocket holes, a play button and a musical note.
    exampleArt: art(
      'M20 14h120v72H20z',
      'M20 26h120',
      'M20 74h120',
      'M28 17h6v6h-6zM46 17h6v6h-6zM64 17h6v6h-6zM82 17h6v6h-6zM100 17h6v6h-6zM118 17h6v6h-6z',
      'M28 77h6v6h-6zM46 77h6v6h-6zM64 77h6v6h-6zM82 77h6v6h-6zM100 77h6v6h-6zM118 77h6v6h-6z',
      'M52 38v24l20-12z',
      'M106 36v20',
      'M106 56a5 5 0 1 1-10 0a5 5 0 1 1 10 0',
      'M106 36c4 1 8 4 9 9',
    ),
  },
  {
    ...named('holograma'),
    description:
      'Marca compuesta por elementos con características holográficas, cuya imagen cambia según el ángulo desde el que se mira. Se presenta mediante un archivo de vídeo o una reproducción gráfica con las vistas necesarias para apreciar el efecto completo.',
    example: 'Ejemplo: el holograma que cambia de color en las tarjetas regalo de «Kovalt».',
    icon: icon('M7 4h10l4 5-9 11L3 9z', 'M3 9h18', 'M9.5 9L12 20l2.5-11', 'M7 4l2.5 5L12 4l2.5 5L17 4'),
    // Nested diamonds (layers of the hologram) with light rays.
    exampleArt: art(
      'M80 8l32 42-32 42-32-42z',
      'M80 24l20 26-20 26-20-26z',
      'M80 40l8 10-8 10-8-10z',
      'M124 26l10-7',
      'M128 44h12',
      'M36 74l-10 7',
      'M20 56h12',
      'M126 70v12M120 76h12',
      'M34 18v12M28 24h12',
    ),
  },
];

/** The trademark type with this id, or undefined for an unknown id. */
export function trademarkTypeById(id: string): TrademarkType | undefined {
  return trademarkTypes.find((t) => t.id === id);
}
