/**
 * The Spanish text of each service's information page, apart from services.ts so that the header,
 * footer and route table (on every page) do not carry it; only the information page loads it.
 */
export interface ServicePageText {
  /** What the service is, a paragraph each. */
  body: readonly string[];
  included: readonly string[];
  notIncluded?: readonly string[];
}

export const servicePages: Readonly<Record<string, ServicePageText>> = {
  'marca-nacional': {
    body: [
      'La marca nacional protege tu nombre, logotipo o signo distintivo en todo el territorio español durante 10 años, renovables indefinidamente por periodos de 10 años.',
      'Estudiamos tu marca, elegimos contigo las clases de la Clasificación de Niza que necesitas y presentamos la solicitud ante la OEPM. Sin suspensos ni oposiciones, el registro suele concederse en 8 a 12 meses.',
    ],
    included: [
      'Estudio de viabilidad de la marca',
      'Presentación de la solicitud ante la OEPM',
      'Tasas oficiales de la primera clase',
      'Honorarios e IVA',
      'Seguimiento del expediente hasta la concesión',
    ],
    notIncluded: ['Clases adicionales (150,00 € cada una)', 'Contestación a suspensos u oposiciones'],
  },
  'marca-europea': {
    body: [
      'La marca de la Unión Europea se solicita una sola vez ante la Oficina de Propiedad Intelectual de la Unión Europea (EUIPO) y protege tu signo en los 27 Estados miembros durante 10 años, renovables.',
      'Preparamos la solicitud, elegimos las clases y vigilamos el plazo de oposición de 3 meses que sigue a la publicación.',
    ],
    included: ['Informe profesional de la marca', 'Presentación de la solicitud ante la EUIPO', 'Tasas oficiales de la primera clase', 'Honorarios e IVA'],
    notIncluded: ['1ª clase adicional: 125,00 €; a partir de la 2ª: 245,00 € cada una', 'Contestación a suspensos u oposiciones'],
  },
  'marca-internacional': {
    body: [
      'Mediante el sistema de Madrid o con solicitudes nacionales, extendemos la protección de tu marca a los países donde vendes o piensas vender.',
      'Cada país tiene sus tasas y plazos, por eso preparamos un presupuesto ajustado a tu solicitud sin compromiso.',
    ],
    included: ['Estudio de los países y de la vía más económica', 'Presupuesto personalizado sin compromiso'],
  },
  'nombre-comercial': {
    body: [
      'El nombre comercial identifica a tu empresa o establecimiento en el tráfico mercantil, no a tus productos. Se registra ante la OEPM y dura 10 años renovables.',
      'Solo puede registrarse en las clases de servicios (35 a 45) de la Clasificación de Niza.',
    ],
    included: ['Presentación de la solicitud ante la OEPM', 'Tasas oficiales de la primera clase', 'Honorarios e IVA'],
    notIncluded: ['Clases adicionales (150,00 € cada una)'],
  },
  'renovacion-marca-nacional': {
    body: [
      'Una marca española dura 10 años desde la fecha de solicitud y puede renovarse indefinidamente por periodos de 10 años. La renovación puede pedirse en los 6 meses anteriores al vencimiento.',
      'Comprobamos el expediente, presentamos la renovación ante la OEPM y te avisamos cuando queda renovada.',
    ],
    included: ['Renovación de la primera clase', 'Tasas oficiales y honorarios', 'Seguimiento hasta la resolución'],
    notIncluded: ['Cada clase adicional: 150,00 €'],
  },
  'renovacion-marca-europea': {
    body: [
      'La marca de la Unión Europea se renueva cada 10 años ante la EUIPO. Gestionamos la renovación antes del vencimiento para que tu marca no pierda la protección en los 27 países.',
    ],
    included: ['Renovación de la primera clase', 'Tasas oficiales y honorarios', 'Seguimiento hasta la resolución'],
    notIncluded: ['Cada clase adicional: 90,00 €'],
  },
  patentes: {
    body: [
      'La patente da a su titular el derecho exclusivo a explotar una invención nueva, con actividad inventiva y aplicación industrial, durante 20 años.',
      'Redactamos y presentamos la solicitud de patente española (2662,00 €) o europea (2990,00 €). Para otros países preparamos un presupuesto. Las pymes y autónomos pueden optar a una reducción del 50 % de las tasas.',
    ],
    included: ['Redacción y presentación de la solicitud', 'Tasas oficiales de solicitud', 'Honorarios'],
    notIncluded: ['Modificaciones posteriores', 'Anualidades a partir del tercer año'],
  },
  'diseno-industrial': {
    body: [
      'El diseño industrial protege el aspecto exterior de un producto. Con una sola solicitud pueden registrarse hasta 50 diseños; cada diseño admite hasta 7 perspectivas.',
      'El precio incluye hasta 10 diseños; cada grupo adicional de 10 cuesta 110,00 €. Tras la primera presentación hay 6 meses para extender la protección a otros países.',
    ],
    included: ['Presentación de la solicitud', 'Hasta 10 diseños', 'Tasas oficiales y honorarios'],
    notIncluded: ['Reino Unido (no forma parte de la Unión Europea)'],
  },
  'modelo-utilidad': {
    body: [
      'El modelo de utilidad protege invenciones que dan a un objeto una configuración o estructura con una ventaja práctica. Es más rápido y económico que la patente y dura 10 años.',
      'La solicitud española cuesta 1990,00 €; para otros países preparamos un presupuesto. Las pymes y autónomos pueden optar a una reducción del 50 % de las tasas.',
    ],
    included: ['Redacción y presentación de la solicitud', 'Tasas oficiales de solicitud', 'Honorarios'],
    notIncluded: ['Anualidades a partir del tercer año'],
  },
  'derechos-autor': {
    body: [
      'El registro de la propiedad intelectual es la prueba de que eres el autor de una obra y de la fecha en que existía. Los derechos de explotación duran toda la vida del autor y 70 años más.',
    ],
    included: ['Preparación y presentación de la solicitud', 'Tasas y honorarios'],
  },
  'recuperacion-dominios': {
    body: [
      'Cuando un tercero registra de mala fe un dominio que reproduce tu marca, puede reclamarse mediante los procedimientos de resolución de disputas de dominios.',
      'Preparamos y presentamos la reclamación. El precio incluye las tasas de reclamación de hasta 3 dominios.',
    ],
    included: ['Estudio del caso', 'Redacción y presentación de la reclamación', 'Tasas de reclamación de 3 dominios'],
  },
  'informe-previo': {
    body: [
      'Buscamos marcas anteriores iguales o parecidas a la tuya en España o en la Unión Europea y te explicamos el riesgo de oposición antes de que inviertas en el registro.',
      'Si después registras la marca con nosotros, te descontamos el precio del informe. Ningún informe puede garantizar que no exista una marca anterior.',
    ],
    included: ['Búsqueda de marcas anteriores', 'Informe profesional por escrito'],
  },
  'solicitud-titulo': {
    body: [
      'El título de marca es el documento oficial que acredita el registro. Lo piden plataformas de venta en línea como prueba de titularidad.',
      'Por 97,00 € más añadimos un año de vigilancia de tu marca (precio promocional total: 197,00 €).',
    ],
    included: ['Solicitud del título ante la oficina', 'Entrega del título'],
  },
  'vigilancia-marcas': {
    body: [
      'Revisamos las nuevas solicitudes publicadas y te avisamos a tiempo de oponerte a las que puedan confundirse con tu marca.',
      'Marca nacional: 34,00 € por una anualidad o 150,00 € por diez. Marca europea: 156,00 € por una anualidad o 197,00 € por diez.',
    ],
    included: ['Vigilancia de nuevas solicitudes', 'Aviso de marcas conflictivas'],
    notIncluded: ['Presentación de oposiciones'],
  },
  'contestacion-suspensos': {
    body: [
      'Si la OEPM o la EUIPO suspenden tu solicitud, hay un plazo para presentar alegaciones. Estudiamos la objeción y redactamos la respuesta.',
      'Sin prueba de uso: 218,00 €. Con prueba de uso: 318,00 €. El precio es el mismo para marcas nacionales y europeas.',
    ],
    included: ['Estudio del suspenso', 'Redacción y presentación de alegaciones'],
  },
  'presentacion-oposiciones': {
    body: [
      'Tras la publicación de una solicitud hay un plazo de unos 2 meses en España y de 3 meses en la EUIPO para oponerse. Preparamos y presentamos la oposición.',
      'Sin prueba de uso: 267,00 €. Con prueba de uso: 367,00 €.',
    ],
    included: ['Estudio de la marca contraria', 'Redacción y presentación de la oposición'],
  },
  'recurso-alzada': {
    body: [
      'El recurso de alzada permite pedir que se revise una resolución de la oficina que deniega tu marca o estima una oposición contra ella.',
      'Presentación en España: 339,00 €; contestación en España: 544,00 €; presentación en Europa: 1130,00 €; contestación en Europa: 620,00 €.',
    ],
    included: ['Presentación del recurso', 'Redacción de los fundamentos jurídicos', 'Seguimiento del procedimiento', 'Comunicación de la resolución final'],
    notIncluded: ['Tasas oficiales adicionales', 'Garantía de resultado favorable'],
  },
  'cambio-titular': {
    body: ['Cuando vendes, cedes o heredas un derecho registrado, el cambio de titular debe inscribirse para que tenga efectos frente a terceros.'],
    included: ['Tramitación del cambio de titularidad'],
    notIncluded: ['Tasas oficiales'],
  },
  'pago-anualidades-patentes': {
    body: ['Una patente se mantiene en vigor pagando una tasa anual. Controlamos los plazos y pagamos cada anualidad para que tu patente no caduque.'],
    included: ['Control de vencimientos', 'Pago de la anualidad', 'Presupuesto sin compromiso'],
  },
  'pago-anualidades-modelos': {
    body: ['El modelo de utilidad también exige el pago de anualidades. Te avisamos y las pagamos a tiempo.'],
    included: ['Control de vencimientos', 'Pago de la anualidad', 'Presupuesto sin compromiso'],
  },
  'renovacion-diseno': {
    body: ['El diseño industrial se protege por periodos de 5 años, renovables hasta un máximo de 25. Gestionamos cada renovación a tiempo.'],
    included: ['Control de vencimientos', 'Presentación de la renovación', 'Presupuesto sin compromiso'],
  },
  'diseno-logos': {
    body: ['Nuestro equipo de diseño crea el logotipo de tu marca a partir de tu descripción y del estilo que prefieras.'],
    included: [
      'Diseño del logotipo',
      '5 diseños o vistas diferentes',
      'Archivos en alta resolución',
      'Formatos vectoriales (AI, EPS, SVG)',
      'Formatos de imagen (PNG, JPG)',
    ],
    notIncluded: ['Registro de la marca', 'Modificaciones posteriores'],
  },
};
