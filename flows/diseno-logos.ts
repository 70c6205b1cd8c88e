import { PRICE_INCLUDES_NO_FEES, defineFlow, files, orderMachine, radio, text, textarea } from '@shop/flow-kit';
import { formatEur, priced, quoteOf } from '@shop/money';
import { singleReference } from './parts/files';
import { applicantBlock, applicantRows, consents, formAndSummary, progressEndingWith } from './parts/service';
import { identityOf, summaryOf } from './parts/manifest';
import manifest from './diseno-logos.manifest';

const PRODUCT = manifest.title;
const STYLES = ['Minimalista', 'Moderno', 'Clásico', 'Elegante', 'Divertido', 'Tecnológico'].map((style) => ({ value: style, label: style }));

const fields = {
  ...applicantBlock,
  companyName: text({ label: 'Nombre de la empresa o marca', required: 'El nombre de la empresa/marca es obligatorio' }),
  logoDescription: textarea({
    label: 'Descripción del logo',
    required: 'La descripción del logo es obligatoria',
    hint: 'Qué hace tu empresa, colores o ideas que te gustan...',
  }),
  // DECISIONS §9: a choice among six styles, none chosen at first.
  logoStyle: radio({ label: 'Estilo del logo', options: STYLES, required: 'El estilo del logo es obligatorio' }),
  reference: files({ label: 'Archivo de referencia (opcional)', files: singleReference }),
  ...consents,
};

/** Logo design: spec-2 §2.17, one price for 5 designs (spec-2 §9). */
export default defineFlow({
  ...identityOf(manifest),
  description: summaryOf(manifest),
  // A logo is drawn, not filed: no office charges a fee for it.
  priceIncludes: PRICE_INCLUDES_NO_FEES,
  afterPayment: 'Nuestro equipo de diseño empieza tu logotipo y te enviará las cinco propuestas por correo electrónico.',
  progress: progressEndingWith('Registro en 24h'),
  fields,
  steps: formAndSummary(fields, {
    title: PRODUCT,
    intro: 'Diseñamos el logotipo de tu empresa o marca: cinco propuestas, en alta resolución y listas para registrar.',
    fields: ['companyName', 'logoDescription', 'logoStyle', 'reference'],
    summaryTitle: PRODUCT,
    summary: (data, quote) => ({
      rows: [
        ...applicantRows(data),
        { label: 'Empresa o marca', value: data.companyName },
        { label: 'Estilo', value: data.logoStyle },
        { label: 'Archivo de referencia', files: 'names' },
        { label: 'Total', value: formatEur(quote.totalCents) },
      ],
      included: [
        'Diseño del logo',
        '5 diseños o vistas diferentes',
        'Archivos en alta resolución',
        'Formatos vectoriales (AI, EPS, SVG)',
        'Formatos de imagen (PNG, JPG)',
      ],
      notIncluded: ['Registro de la marca', 'Modificaciones posteriores'],
    }),
  }),
  // No office is involved: all professional fee (DECISIONS §12).
  catalogue: [{ key: 'base', label: PRODUCT, cents: 6000, suplidosCents: 0 }],
  price: (_data, prices) => quoteOf([{ key: 'base', label: PRODUCT, ...priced(prices, 'base') }]),
  envelope: (data) => ({
    producto: PRODUCT,
    brandName: data.companyName,
    description: data.logoDescription,
    adicional: { companyName: data.companyName, logoDescription: data.logoDescription, logoStyle: data.logoStyle },
  }),
  machine: (setup) => orderMachine(setup, manifest.id, { summary: true }),
});
