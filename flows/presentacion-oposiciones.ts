import { officeDefenceFlow } from './parts/office-defence';
import manifest from './presentacion-oposiciones.manifest';

/** Opposition filing: spec-2 §2.14; a price without and one with proof of use (spec-2 §9). */
export default officeDefenceFlow({
  manifest,
  intro: 'Si alguien ha solicitado una marca que se confunde con la tuya, presentamos la oposición dentro de plazo.',
  product: manifest.title,
  reason: { label: 'Motivo de la oposición', required: 'El motivo de la oposición es obligatorio' },
  proofLabel: 'Tipo de oposición',
  cents: { sin_prueba: 26700, con_prueba: 36700 },
  included: ['Estudio de la marca solicitada', 'Redacción de los argumentos', 'Presentación de la oposición', 'IVA'],
  notIncluded: ['Tasas oficiales adicionales', 'Recursos posteriores'],
});
