import {
  applicantFields,
  applicantStepFields,
  checkboxGroup,
  consentFieldNames,
  consentFields,
  defineFlow,
  files,
  flagsOf,
  orderMachine,
  stepper,
  text,
  textarea,
} from '@shop/flow-kit';
import { formatEur, priced, priceOf, quoteOf } from '@shop/money';
import { OFFICE_DOCUMENTS } from './parts/files';
import { identityOf } from './parts/manifest';
import manifest from './diseno-industrial.manifest';

/** spec-2 §2.3: 1 to 50 designs. */
const MAX_DESIGNS = 50;

const PRODUCT = manifest.title;
const MB = 1024 * 1024;

const designTypes = checkboxGroup({
  label: 'Ámbito de protección',
  options: [
    { value: 'espana', label: 'España' },
    { value: 'europeo', label: 'Unión Europea' },
    { value: 'otros', label: 'Otros países' },
  ],
  initial: ['espana'],
  required: 'Debes elegir al menos un ámbito de protección.',
});

/** Industrial design: spec-2 §2.3, §3.2, §9. One form, straight to the payment page (spec-2 §4). */
export default defineFlow({
  ...identityOf(manifest),
  description: (prices) =>
    `Protege la apariencia de tus productos: forma, líneas, colores y texturas. Desde ${formatEur(priceOf(prices, 'base'))} por hasta 10 diseños.`,
  progress: ['Rellena el formulario', 'Realiza el pago', 'Registro en 24h'],
  fields: {
    // The phone's dial-code picker is the applicant's country selector, Spain by default (spec-2 §3.1).
    ...applicantFields,
    designTypes,
    patentTitle: text({ label: 'Título del diseño', required: 'El título de la patente es obligatorio' }),
    patentDescription: textarea({ label: 'Descripción del diseño' }),
    numDesigns: stepper({
      label: 'Número de diseños',
      min: 1,
      max: MAX_DESIGNS,
      rangeMessage: 'El número de diseños debe estar entre 1 y 50',
      hint: 'De 1 a 50 diseños; el precio incluye hasta 10 y sube por cada grupo de 10 más.',
    }),
    uploadedFile: files({
      label: 'Documento del diseño',
      hint: 'Opcional.',
      // The spec states no size: the largest it states anywhere (DECISIONS §3).
      files: {
        naming: 'single',
        maxFiles: 1,
        maxBytes: 128 * MB,
        maxLabel: '128MB',
        accept: OFFICE_DOCUMENTS,
        pickerAccept: OFFICE_DOCUMENTS.map((extension) => `.${extension}`).join(','),
      },
    }),
    ...consentFields,
  },
  steps: [
    {
      id: 'form',
      title: manifest.title,
      fields: [...applicantStepFields, 'designTypes', 'patentTitle', 'patentDescription', 'numDesigns', 'uploadedFile', ...consentFieldNames],
      notes: [
        'El plazo para extender la protección a otros países es de 6 meses desde la primera presentación.',
        'La opción Unión Europea no incluye el Reino Unido.',
        'Cada diseño puede incluir hasta 7 perspectivas.',
      ],
      action: { label: 'Continuar', busyLabel: 'Procesando...' },
    },
  ],
  catalogue: [
    // DECISIONS §12: the OEPM's design fees (per design, fewer from the 11th) were not found published
    // for 2026, nor does the price follow the scope chosen: 0 until staff enter them in Precios, so VAT
    // falls on the whole price, never on less than it should.
    { key: 'base', label: `${PRODUCT} (hasta 10 diseños)`, cents: 42400, suplidosCents: 0 },
    { key: 'extraGroup', label: 'Cada 10 diseños adicionales', cents: 11000, suplidosCents: 0 },
  ],
  // spec-2 §9: 424 + floor((n − 1) / 10) × 110.
  price: (data, prices) => {
    // While the field holds a number out of range (its message says so), the total stays that of the nearest allowed one.
    const groups = Math.floor((Math.min(MAX_DESIGNS, Math.max(1, data.numDesigns)) - 1) / 10);
    const extra =
      groups > 0
        ? [
            {
              key: 'extraGroup',
              label: `${groups} ${groups === 1 ? 'grupo' : 'grupos'} de 10 diseños adicionales`,
              ...priced(prices, 'extraGroup', groups),
            },
          ]
        : [];
    return quoteOf([{ key: 'base', label: `${PRODUCT} (hasta 10 diseños)`, ...priced(prices, 'base') }, ...extra]);
  },
  envelope: (data) => ({
    producto: PRODUCT,
    brandName: data.patentTitle,
    description: `${PRODUCT}: ${data.patentTitle}`,
    adicional: {
      designTypes: flagsOf(designTypes, data.designTypes),
      patentTitle: data.patentTitle,
      patentDescription: data.patentDescription,
      numDesigns: data.numDesigns,
    },
  }),
  machine: (setup) => orderMachine(setup, manifest.id),
});
