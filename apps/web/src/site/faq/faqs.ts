/**
 * spec-1 §2.5: ten categories and their questions. The answers are written for this product
 * (DECISIONS §6) and state the spec's facts: 10-year duration renewable by 10-year periods, 45 Nice
 * classes, multiclass filing in Spain, 27 countries for the European mark, opposition about 2 months
 * (Spain) and 3 months (EU office), 8-12 months without objections, lapse after 5 years of non-use,
 * and a new filing to add classes.
 */
export const FAQ_CATEGORIES = [
  { id: 'registro', label: 'Registro' },
  { id: 'procedimiento', label: 'Procedimiento' },
  { id: 'clases', label: 'Clases' },
  { id: 'vigilancia', label: 'Vigilancia' },
  { id: 'oposicion', label: 'Oposición' },
  { id: 'uso', label: 'Uso' },
  { id: 'titularidad', label: 'Titularidad' },
  { id: 'dominios', label: 'Dominios' },
  { id: 'idiomas', label: 'Idiomas' },
  { id: 'certificados', label: 'Certificados' },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];

export interface Faq {
  id: string;
  category: FaqCategory;
  question: string;
  answer: string;
}

export const FAQS: readonly Faq[] = [
  {
    id: 'duracion',
    category: 'registro',
    question: '¿Cuánto dura una marca registrada?',
    answer:
      'Una marca española o de la Unión Europea dura 10 años desde la fecha de solicitud. Se puede renovar indefinidamente por periodos sucesivos de 10 años, siempre que se pidan las renovaciones a tiempo.',
  },
  {
    id: 'que-registrar',
    category: 'registro',
    question: '¿Qué puedo registrar como marca?',
    answer:
      'Cualquier signo que distinga tus productos o servicios de los de otros: una palabra, un logotipo, una combinación de ambos, una forma tridimensional, un color, un sonido, un patrón, un movimiento o un holograma, siempre que no sea genérico ni engañoso.',
  },
  {
    id: 'nacional-o-europea',
    category: 'registro',
    question: '¿Marca nacional o marca europea?',
    answer:
      'La marca nacional protege tu signo en España. La marca de la Unión Europea, con una sola solicitud ante la EUIPO, lo protege en los 27 países de la Unión. Si vendes o piensas vender fuera de España, la europea suele compensar.',
  },
  {
    id: 'cuanto-tarda',
    category: 'procedimiento',
    question: '¿Cuánto tarda el registro de una marca en España?',
    answer:
      'Si la solicitud no recibe suspensos ni oposiciones, la Oficina Española de Patentes y Marcas suele conceder la marca en un plazo de 8 a 12 meses desde la solicitud.',
  },
  {
    id: 'registro-24h',
    category: 'procedimiento',
    question: '¿Qué significa «registro en 24h»?',
    answer:
      'Que presentamos tu solicitud ante la oficina en un máximo de 24 horas laborables desde que completas el pedido. La fecha de presentación es la que cuenta para saber quién llegó primero.',
  },
  {
    id: 'pasos',
    category: 'procedimiento',
    question: '¿Qué pasos sigue mi solicitud?',
    answer:
      'Presentación, examen de forma y de fondo por la oficina, publicación oficial, plazo de oposición de terceros y, si todo va bien, concesión. Te informamos de cada paso y del estado de tu expediente.',
  },
  {
    id: 'cuantas-clases',
    category: 'clases',
    question: '¿Qué son las clases de Niza y cuántas hay?',
    answer:
      'La Clasificación de Niza ordena todos los productos y servicios en 45 clases: de la 1 a la 34 son productos y de la 35 a la 45, servicios. Tu marca queda protegida solo en las clases que elijas.',
  },
  {
    id: 'multiclase',
    category: 'clases',
    question: '¿Puedo registrar varias clases en una sola solicitud?',
    answer:
      'Sí. En España la solicitud puede ser multiclase: una sola solicitud cubre todas las clases que elijas. El precio incluye una clase; cada clase adicional de una marca nacional cuesta 150,00 €.',
  },
  {
    id: 'anadir-clases',
    category: 'clases',
    question: '¿Puedo añadir clases después de registrar la marca?',
    answer:
      'No. Una marca registrada no se puede ampliar a nuevas clases: para proteger otros productos o servicios hay que presentar una nueva solicitud. Por eso conviene pensar bien las clases desde el principio.',
  },
  {
    id: 'que-es-vigilancia',
    category: 'vigilancia',
    question: '¿Qué es la vigilancia de marcas?',
    answer:
      'Revisamos las nuevas solicitudes que se publican y te avisamos cuando alguien intenta registrar una marca que puede confundirse con la tuya, a tiempo de presentar una oposición. El Plan Premium incluye 10 años de vigilancia.',
  },
  {
    id: 'por-que-vigilar',
    category: 'vigilancia',
    question: '¿La oficina no impide por sí sola las marcas parecidas a la mía?',
    answer:
      'No. La OEPM y la EUIPO no rechazan de oficio una marca por parecerse a otra anterior: es el titular de la marca anterior quien debe oponerse. Sin vigilancia, una marca parecida puede registrarse sin que te enteres.',
  },
  {
    id: 'plazo-oposicion',
    category: 'oposicion',
    question: '¿Cuánto tiempo hay para oponerse a una marca?',
    answer:
      'Desde la publicación de la solicitud hay un plazo de unos 2 meses en España y de 3 meses ante la Oficina de Propiedad Intelectual de la Unión Europea (EUIPO).',
  },
  {
    id: 'si-se-oponen',
    category: 'oposicion',
    question: '¿Qué pasa si alguien se opone a mi marca?',
    answer:
      'La oficina te da un plazo para contestar. Podemos presentar alegaciones, pedir al oponente que pruebe el uso de su marca si tiene más de 5 años o negociar un acuerdo. Una oposición no significa perder la marca.',
  },
  {
    id: 'no-uso',
    category: 'uso',
    question: '¿Puedo perder mi marca si no la uso?',
    answer:
      'Sí. Si durante 5 años seguidos no usas la marca de forma real para los productos o servicios registrados, cualquiera puede pedir que se declare su caducidad por falta de uso.',
  },
  {
    id: 'como-usar',
    category: 'uso',
    question: '¿Cómo demuestro que uso mi marca?',
    answer:
      'Con facturas, catálogos, publicidad, capturas de tu web o de tus tiendas en línea y fotografías del producto con la marca. Guárdalas con su fecha: sirven también para defenderte en una oposición.',
  },
  {
    id: 'simbolo-r',
    category: 'uso',
    question: '¿Cuándo puedo usar el símbolo ®?',
    answer: 'Solo cuando la marca está concedida. Mientras la solicitud está en trámite puedes usar la marca, pero no el símbolo ®.',
  },
  {
    id: 'quien-titular',
    category: 'titularidad',
    question: '¿A nombre de quién registro la marca?',
    answer:
      'Puede ser titular una persona física o una empresa. Elige el titular pensando en quién explotará la marca: cambiarlo después es posible, pero es un trámite con su coste.',
  },
  {
    id: 'cambio-titular',
    category: 'titularidad',
    question: '¿Cómo cambio el titular de una marca?',
    answer:
      'Cuando vendes, cedes o aportas la marca a una sociedad, el cambio debe inscribirse en la oficina para que tenga efectos frente a terceros. Nos encargamos del trámite por 145,00 €, tasas oficiales aparte.',
  },
  {
    id: 'marca-y-dominio',
    category: 'dominios',
    question: '¿Registrar la marca me da el dominio de internet?',
    answer: 'No. Marca y dominio se registran por separado. Te recomendamos comprobar y reservar el dominio a la vez que registras la marca.',
  },
  {
    id: 'recuperar-dominio',
    category: 'dominios',
    question: '¿Puedo recuperar un dominio que usa mi marca?',
    answer:
      'Si un tercero lo registró de mala fe, sí: existen procedimientos de resolución de disputas más rápidos que un juicio. Nuestro servicio de recuperación incluye las tasas de reclamación de hasta 3 dominios.',
  },
  {
    id: 'idioma-espana',
    category: 'idiomas',
    question: '¿En qué idioma se presenta una marca española?',
    answer: 'En castellano. Si se presenta en otra lengua cooficial debe acompañarse de su traducción al castellano. Nosotros preparamos la solicitud por ti.',
  },
  {
    id: 'idioma-europa',
    category: 'idiomas',
    question: '¿En qué idioma se presenta una marca europea?',
    answer:
      'En cualquiera de las lenguas oficiales de la Unión Europea, indicando una segunda lengua entre las cinco de la EUIPO: español, alemán, francés, inglés e italiano. Podemos presentarla en español.',
  },
  {
    id: 'titulo',
    category: 'certificados',
    question: '¿Cómo acredito que mi marca está registrada?',
    answer:
      'Con el título o certificado de registro que emite la oficina. Lo piden, por ejemplo, las plataformas de venta en línea para darte acceso a sus programas de protección de marcas. Lo solicitamos por ti por 100,00 €.',
  },
  {
    id: 'certificado-renovacion',
    category: 'certificados',
    question: '¿Recibo algún documento al renovar?',
    answer: 'Sí. Cuando la oficina resuelve la renovación te enviamos la resolución que acredita que tu marca sigue en vigor otros 10 años.',
  },
];
