import { officeDefenceFlow } from './parts/office-defence';
import manifest from './contestacion-suspensos.manifest';

/** Objection reply: spec-2 §2.13; a price without and one with proof of use, any mark (DECISIONS §1). */
export default officeDefenceFlow({
  manifest,
  intro: 'Si la oficina ha suspendido tu solicitud de marca, preparamos y presentamos la contestación dentro de plazo.',
  product: manifest.title,
  reason: { label: 'Objeto del suspenso', required: 'La descripción del objeto del suspenso es obligatoria' },
  proofLabel: 'Tipo de respuesta',
  cents: { sin_prueba: 21800, con_prueba: 31800 },
  included: ['Estudio del suspenso', 'Redacción de los argumentos', 'Presentación de la contestación', 'IVA'],
  notIncluded: ['Tasas oficiales adicionales', 'Recursos posteriores'],
});
