/**
 * Nice Classification (International Classification of Goods and Services for
 * the Purposes of the Registration of Marks) — the 45 class headings in Spanish.
 *
 * Edition: NCL 13-2026 (13th edition, in force since 1 January 2026). Headings
 * that differ from the 12th edition include class 3 (essential oils are now
 * classified by function, and 'perfumery, essential oils' became 'perfumes'), class 10
 * (spectacles, contact lenses and sunglasses moved here from class 9), class 1
 * (putties no longer listed), class 29 (algae) and class 45 (the old "personal
 * and social services" wording replaced by a closed list).
 *
 * Wording follows the Spanish translation used by the OEPM and the EUIPO
 * (TMclass); fragments introduced by the 13th edition follow WIPO's Spanish
 * text (nclpub.wipo.int, version 2026-01-01). Class headings are orientation
 * only: since IP Translator (CJEU C-307/10) a heading does not cover every
 * good or service of its class, so an application's specification must still
 * be drafted term by term.
 *
 * When a new annual version enters into force (1 January), check every
 * heading against TMclass / the OEPM and update NICE_EDITION.
 */

export interface NiceClass {
  /** Class number, 1-45. */
  id: number;
  /** Official class heading, in Spanish. */
  heading: string;
}

/** Edition-version of the Nice Classification the headings come from. */
export const NICE_EDITION = 'NCL 13-2026';

/** Classes 1-34 are goods; classes 35-45 are services. */
export const SERVICE_CLASSES_FROM = 35;

/** Highest class number in the Nice Classification. */
import { NICE_CLASS_COUNT } from './nice-class-count';

export { NICE_CLASS_COUNT };

export const niceClasses: readonly NiceClass[] = [
  {
    id: 1,
    heading:
      'Productos químicos para la industria, la ciencia y la fotografía, así como para la agricultura, la horticultura y la silvicultura; resinas artificiales en bruto, materias plásticas en bruto; composiciones para la extinción de incendios y la prevención de incendios; preparaciones para templar y soldar metales; sustancias para curtir cueros y pieles de animales; adhesivos (pegamentos) para la industria; compost, abonos, fertilizantes; preparaciones biológicas para la industria y la ciencia.',
  },
  {
    id: 2,
    heading:
      'Pinturas, barnices, lacas; productos contra la herrumbre y el deterioro de la madera; colorantes, tintes; tintas de imprenta, tintas de marcado y tintas de grabado; resinas naturales en bruto; metales en hojas y en polvo para la pintura, la decoración, la imprenta y trabajos artísticos.',
  },
  {
    id: 3,
    heading:
      'Productos cosméticos y preparaciones de tocador no medicinales; dentífricos no medicinales; perfumes; preparaciones para blanquear y otras sustancias para lavar la ropa; preparaciones para limpiar, pulir y raspar.',
  },
  {
    id: 4,
    heading:
      'Aceites y grasas para uso industrial, ceras; lubricantes; composiciones para absorber, rociar y asentar el polvo; combustibles y materiales de alumbrado; velas y mechas de iluminación.',
  },
  {
    id: 5,
    heading:
      'Productos farmacéuticos, preparaciones para uso médico y veterinario; productos higiénicos y sanitarios para uso médico; alimentos y sustancias dietéticas para uso médico o veterinario, alimentos para bebés; complementos alimenticios para personas o animales; emplastos, material para apósitos; material para empastes dentales, cera dental; desinfectantes; productos para eliminar animales dañinos; fungicidas, herbicidas.',
  },
  {
    id: 6,
    heading:
      'Metales comunes y sus aleaciones, menas; materiales de construcción y edificación metálicos; construcciones transportables metálicas; cables e hilos metálicos no eléctricos; pequeños artículos de ferretería metálicos; contenedores metálicos de almacenamiento y transporte; cajas de caudales.',
  },
  {
    id: 7,
    heading:
      'Máquinas, máquinas herramientas y herramientas mecánicas; motores, excepto motores para vehículos terrestres; acoplamientos y elementos de transmisión, excepto para vehículos terrestres; instrumentos agrícolas que no sean herramientas de mano que funcionan manualmente; incubadoras de huevos; distribuidores automáticos.',
  },
  {
    id: 8,
    heading:
      'Herramientas e instrumentos de mano que funcionan manualmente; artículos de cuchillería, tenedores y cucharas; armas blancas; maquinillas de afeitar.',
  },
  {
    id: 9,
    heading:
      'Aparatos e instrumentos científicos, de investigación, de navegación, geodésicos, fotográficos, cinematográficos, audiovisuales, ópticos, de pesaje, de medición, de señalización, de detección, de pruebas, de inspección, de salvamento y de enseñanza; aparatos e instrumentos de conducción, distribución, transformación, acumulación, regulación o control de la distribución o del consumo de electricidad; aparatos e instrumentos de grabación, transmisión, reproducción o tratamiento de sonidos, imágenes o datos; soportes grabados o descargables, software, soportes de registro y almacenamiento digitales o análogos vírgenes; mecanismos para aparatos que funcionan con monedas; cajas registradoras, dispositivos de cálculo; ordenadores y periféricos de ordenador; trajes de buceo, máscaras de buceo, tapones auditivos para buceo, pinzas nasales para submarinistas, guantes de buceo, aparatos de respiración para la natación subacuática; extintores.',
  },
  {
    id: 10,
    heading:
      'Aparatos e instrumentos quirúrgicos, médicos, odontológicos y veterinarios; miembros, ojos y dientes artificiales; gafas de óptica, lentes de contacto y gafas de sol; artículos ortopédicos; material de sutura; dispositivos terapéuticos y de asistencia para personas discapacitadas; aparatos de masaje; aparatos, dispositivos y artículos de puericultura; aparatos, dispositivos y artículos para actividades sexuales.',
  },
  {
    id: 11,
    heading:
      'Aparatos e instalaciones de alumbrado, calefacción, enfriamiento, producción de vapor, cocción, secado, ventilación y distribución de agua, así como instalaciones sanitarias.',
  },
  {
    id: 12,
    heading: 'Vehículos; aparatos de locomoción terrestre, aérea o acuática.',
  },
  {
    id: 13,
    heading: 'Armas de fuego; municiones y proyectiles; explosivos; fuegos artificiales.',
  },
  {
    id: 14,
    heading:
      'Metales preciosos y sus aleaciones; artículos de joyería, piedras preciosas y semipreciosas; artículos de relojería e instrumentos cronométricos.',
  },
  {
    id: 15,
    heading: 'Instrumentos musicales; atriles para partituras y soportes para instrumentos musicales; batutas.',
  },
  {
    id: 16,
    heading:
      'Papel y cartón; productos de imprenta; material de encuadernación; fotografías; artículos de papelería y artículos de oficina, excepto muebles; adhesivos (pegamentos) de papelería o para uso doméstico; material de dibujo y material para artistas; pinceles; material de instrucción y material didáctico; hojas, películas y bolsas de materias plásticas para embalar y empaquetar; caracteres de imprenta, clichés de imprenta.',
  },
  {
    id: 17,
    heading:
      'Caucho, gutapercha, goma, amianto y mica en bruto o semielaborados, así como sucedáneos de estos materiales; materias plásticas y resinas en forma extrudida utilizadas en procesos de fabricación; materiales para calafatear, estopar y aislar; tuberías, tubos y mangueras flexibles no metálicos.',
  },
  {
    id: 18,
    heading:
      'Cuero y cuero de imitación; pieles de animales; artículos de equipaje y bolsas de transporte; paraguas y sombrillas; bastones; fustas, arneses y artículos de guarnicionería; collares, correas y ropa para animales.',
  },
  {
    id: 19,
    heading:
      'Materiales de construcción y edificación no metálicos; tuberías rígidas no metálicas para la construcción; asfalto, pez, alquitrán y betún; construcciones transportables no metálicas; monumentos no metálicos.',
  },
  {
    id: 20,
    heading:
      'Muebles, espejos, marcos; contenedores no metálicos de almacenamiento o transporte; hueso, cuerno, ballena o nácar, en bruto o semielaborados; conchas; espuma de mar; ámbar amarillo.',
  },
  {
    id: 21,
    heading:
      'Utensilios y recipientes para uso doméstico y culinario; utensilios de cocina y vajilla, excepto tenedores, cuchillos y cucharas; peines y esponjas; cepillos; materiales para fabricar cepillos; material de limpieza; vidrio en bruto o semielaborado, excepto vidrio de construcción; artículos de cristalería, porcelana y loza.',
  },
  {
    id: 22,
    heading:
      'Cuerdas y cordeles; redes; tiendas de campaña y lonas; toldos de materias textiles o sintéticas; velas de navegación; sacos para el transporte y almacenamiento de mercancías a granel; materiales de acolchado y relleno, excepto papel, cartón, caucho o materias plásticas; materias textiles fibrosas en bruto y sus sucedáneos.',
  },
  {
    id: 23,
    heading: 'Hilos e hilados para uso textil.',
  },
  {
    id: 24,
    heading: 'Tejidos y sus sucedáneos; ropa de hogar; cortinas de materias textiles o de materias plásticas.',
  },
  {
    id: 25,
    heading: 'Prendas de vestir, calzado, artículos de sombrerería.',
  },
  {
    id: 26,
    heading:
      'Encajes, cordones y bordados, así como cintas y lazos de mercería; botones, ganchos y ojetes, alfileres y agujas; flores artificiales; adornos para el cabello; cabello postizo.',
  },
  {
    id: 27,
    heading: 'Alfombras, felpudos, esteras, linóleo y otros revestimientos de suelos; tapices murales que no sean de materias textiles.',
  },
  {
    id: 28,
    heading: 'Juegos y juguetes; aparatos de videojuegos; artículos de gimnasia y deporte; adornos para árboles de Navidad.',
  },
  {
    id: 29,
    heading:
      'Carne, pescado, carne de ave y carne de caza; extractos de carne; frutas, verduras, hortalizas, legumbres y algas en conserva, congeladas, secas y cocidas; jaleas, confituras, compotas; huevos; leche, quesos, mantequilla, yogur y otros productos lácteos; aceites y grasas para uso alimenticio.',
  },
  {
    id: 30,
    heading:
      'Café, té, cacao y sus sucedáneos; arroz, pastas alimenticias y fideos; tapioca y sagú; harinas y preparaciones a base de cereales; pan, productos de pastelería y confitería; chocolate; helados cremosos, sorbetes y otros helados; azúcar, miel, jarabe de melaza; levadura, polvos de hornear; sal, productos para sazonar, especias, hierbas en conserva; vinagre, salsas y otros condimentos; hielo.',
  },
  {
    id: 31,
    heading:
      'Productos agrícolas, acuícolas, hortícolas y forestales en bruto y sin procesar; granos y semillas en bruto o sin procesar; frutas y verduras, hortalizas y legumbres frescas, hierbas aromáticas frescas; plantas y flores naturales; bulbos, plantones y semillas para plantar; animales vivos; productos alimenticios y bebidas para animales; malta.',
  },
  {
    id: 32,
    heading:
      'Cervezas; bebidas sin alcohol; aguas minerales y gaseosas; bebidas a base de frutas y zumos de frutas; siropes y otras preparaciones sin alcohol para elaborar bebidas.',
  },
  {
    id: 33,
    heading: 'Bebidas alcohólicas, excepto cervezas; preparaciones alcohólicas para elaborar bebidas.',
  },
  {
    id: 34,
    heading:
      'Tabaco y sucedáneos del tabaco; cigarrillos y puros; cigarrillos electrónicos y vaporizadores bucales para fumadores; artículos para fumadores; cerillas.',
  },
  {
    id: 35,
    heading: 'Publicidad; gestión, organización y administración de negocios comerciales; trabajos de oficina.',
  },
  {
    id: 36,
    heading: 'Servicios financieros, monetarios y bancarios; servicios de seguros; negocios inmobiliarios.',
  },
  {
    id: 37,
    heading: 'Servicios de construcción; servicios de instalación y reparación; extracción minera, perforación de gas y de petróleo.',
  },
  {
    id: 38,
    heading: 'Servicios de telecomunicaciones.',
  },
  {
    id: 39,
    heading: 'Transporte; embalaje y almacenamiento de mercancías; organización de viajes.',
  },
  {
    id: 40,
    heading:
      'Tratamiento de materiales; reciclaje de residuos y desechos; purificación del aire y tratamiento del agua; servicios de impresión; conservación de alimentos y bebidas.',
  },
  {
    id: 41,
    heading: 'Educación; formación; servicios de entretenimiento; actividades deportivas y culturales.',
  },
  {
    id: 42,
    heading:
      'Servicios científicos y tecnológicos, así como servicios de investigación y diseño conexos; servicios de análisis industrial, investigación industrial y diseño industrial; control de calidad y servicios de autenticación; diseño y desarrollo de hardware y software.',
  },
  {
    id: 43,
    heading: 'Servicios de restauración (alimentación); hospedaje temporal.',
  },
  {
    id: 44,
    heading:
      'Servicios médicos; servicios veterinarios; tratamientos de higiene y de belleza para personas o animales; servicios de agricultura, acuicultura, horticultura y silvicultura.',
  },
  {
    id: 45,
    heading:
      'Servicios jurídicos; servicios de seguridad para la protección física de bienes materiales y personas; servicios de clubes de encuentro, servicios de redes sociales en línea; servicios funerarios; cuidado de niños a domicilio.',
  },
];

/** Spanish heading of Nice class `id`, or undefined when `id` is not 1-45. */
export function niceClassHeading(id: number): string | undefined {
  return niceClasses.find((c) => c.id === id)?.heading;
}

/** True when `id` is a valid Nice class number (an integer 1-45). */
export function isNiceClassId(id: number): boolean {
  return Number.isInteger(id) && id >= 1 && id <= NICE_CLASS_COUNT;
}

/** True for the service classes (35-45); false for goods (1-34) and invalid ids. */
export function isServiceClass(id: number): boolean {
  return isNiceClassId(id) && id >= SERVICE_CLASSES_FROM;
}
