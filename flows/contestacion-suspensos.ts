import { officeDefenceFlow } from './parts/office-defence';

/** Objection reply: spec-2 §2.13; 218 € without and 318 € with proof of use, any mark (DECISIONS §1). */
export default officeDefenceFlow({
  id: 'contestacion-suspensos',
  routes: ['/otros-servicios/contestacion-a-suspensos'],
  title: 'Contestación a Suspensos',
  description: 'Respondemos a la oficina cuando tu solicitud de marca recibe un suspenso.',
  intro: 'Si la oficina ha suspendido tu solicitud de marca, preparamos y presentamos la contestación dentro de plazo.',
  product: 'Contestación a Suspensos',
  reason: { label: 'Objeto del suspenso', required: 'La descripción del objeto del suspenso es obligatoria' },
  proofLabel: 'Tipo de respuesta',
  cents: { sin_prueba: 21800, con_prueba: 31800 },
  included: ['Estudio del suspenso', 'Redacción de los argumentos', 'Presentación de la contestación', 'IVA'],
  notIncluded: ['Tasas oficiales adicionales', 'Recursos posteriores'],
});
