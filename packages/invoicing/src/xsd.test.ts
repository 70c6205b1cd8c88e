import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { XmlDocument, xmlRegisterInputProvider, XsdValidator } from 'libxml2-wasm';
import { fsInputProviders, xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';
import { registroAlta, type AltaInput } from './record';
import { regFactuSistemaFacturacion } from './suministro';

/**
 * AEAT's own schemas (SuministroLR.xsd, SuministroInformacion.xsd and the W3C's
 * xmldsig-core-schema.xsd they import), looked for where xsd/README.md says: AEAT_XSD_DIR, this
 * package's xsd/aeat/, or the shared folder beside the repository.
 */
const candidates = [
  process.env.AEAT_XSD_DIR,
  fileURLToPath(new URL('../xsd/aeat', import.meta.url)),
  fileURLToPath(new URL('../../../../shared/aeat-xsd', import.meta.url)),
].filter((candidate): candidate is string => Boolean(candidate));
const dir = candidates.find((candidate) => existsSync(join(candidate, 'SuministroLR.xsd')));

/** AEAT's schema imports the W3C's signature schema by its web address: read from the folder instead (no network in tests). */
const W3C_XMLDSIG = 'http://www.w3.org/TR/xmldsig-core/xmldsig-core-schema.xsd';
xmlRegisterFsInputProviders();
xmlRegisterInputProvider({
  match: (name) => name === W3C_XMLDSIG,
  open: () => fsInputProviders.open(join(dir ?? '.', 'xmldsig-core-schema.xsd')),
  read: fsInputProviders.read,
  close: fsInputProviders.close,
});

function validate(xml: string): string[] {
  const schemaPath = join(dir!, 'SuministroLR.xsd');
  const schemaDoc = XmlDocument.fromString(readFileSync(schemaPath, 'utf8'), { url: pathToFileURL(schemaPath).href });
  const validator = XsdValidator.fromDoc(schemaDoc);
  const doc = XmlDocument.fromString(xml);
  try {
    validator.validate(doc);
    return [];
  } catch (error) {
    return [(error as Error).message];
  } finally {
    doc.dispose();
    validator.dispose();
    schemaDoc.dispose();
  }
}

const sistema = { nombreRazon: 'Registro de Marcas, S.L.', nif: 'B12345674', nombre: 'Tienda', id: 'RM', version: '1.0', numeroInstalacion: '1' };
const input: AltaInput = {
  emisor: { nif: 'B12345674', nombre: 'Registro de Marcas, S.L.' },
  factura: { numSerie: 'F2027-000002', fechaExpedicion: '05-01-2027' },
  tipo: 'F1',
  descripcion: 'Registro de marca <nacional> & "clases"',
  destinatario: { nombre: 'Horchatería Clara, S.L.', nif: 'B98765432', pais: 'ES' },
  baseCents: 10_000,
  vatCents: 2_100,
  suplidosCents: 14_495,
  vatRatePercent: 21,
  anterior: { numSerie: 'F2027-000001', fechaExpedicion: '05-01-2027', huella: 'A'.repeat(64) },
  sistema,
  fechaHoraHusoGenRegistro: '2027-01-05T10:00:00+01:00',
};

const obligado = { nif: 'B12345674', nombre: 'Registro de Marcas, S.L.' };
const submission = (...inputs: AltaInput[]) =>
  regFactuSistemaFacturacion(
    obligado,
    inputs.map((one) => registroAlta(one).xml),
  );

describe.skipIf(!dir)("records against AEAT's XSD (SuministroLR.xsd)", () => {
  it('validates a complete invoice (F1) with a Spanish client, suplidos and a previous record', () => {
    expect(validate(submission(input))).toEqual([]);
  });

  it('validates the first record, a simplified invoice (F2) without client, and an F1 without identified recipient', () => {
    const simplified: AltaInput = { ...input, tipo: 'F2', destinatario: undefined, anterior: undefined, suplidosCents: 0 };
    const unidentified: AltaInput = { ...input, destinatario: undefined, sinIdentificarDestinatario: true };
    expect(validate(submission(simplified, unidentified))).toEqual([]);
  });

  it('validates a corrective invoice (R5) with negative amounts and a foreign client', () => {
    const corrective: AltaInput = {
      ...input,
      tipo: 'R5',
      factura: { numSerie: 'R2027-000001', fechaExpedicion: '07-01-2027' },
      rectificada: { numSerie: 'F2027-000002', fechaExpedicion: '05-01-2027' },
      destinatario: { nombre: 'Atelier Lumière SARL', nif: 'FR12345678901', pais: 'FR' },
      baseCents: -10_000,
      vatCents: -2_100,
      suplidosCents: -14_495,
    };
    expect(validate(submission(corrective))).toEqual([]);
  });

  it('refuses what breaks the schema (the check is real)', () => {
    const broken = submission(input).replace('<sum1:TipoFactura>F1</sum1:TipoFactura>', '<sum1:TipoFactura>X9</sum1:TipoFactura>');
    expect(validate(broken)).not.toEqual([]);
  });
});
