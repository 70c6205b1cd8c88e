import { describe, expect, it } from 'vitest';
import { cadenaRegistroAlta, huellaRegistroAlta, huellaRegistroAnulacion } from './huella';
import { verifyChain } from './chain';
import { registroAlta, type AltaInput } from './record';

/**
 * AEAT's worked examples ('Detalle de las especificaciones técnicas para la generación de la
 * huella o hash de los registros de facturación', v0.1.2 §6): two chained registration records
 * and the cancellation of the second.
 */
const first = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  HuellaAnterior: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};

describe("the fingerprint, on AEAT's published example", () => {
  it('joins the fields as name=value with & and an empty Huella for the first record', () => {
    expect(cadenaRegistroAlta(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
  });

  it('gives the first record the fingerprint AEAT publishes', () => {
    expect(huellaRegistroAlta(first)).toBe('3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60');
  });

  it('chains the second record and its cancellation as AEAT does', () => {
    const second = {
      ...first,
      NumSerieFactura: '12345679/G34',
      HuellaAnterior: huellaRegistroAlta(first),
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    };
    expect(huellaRegistroAlta(second)).toBe('F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97');
    expect(
      huellaRegistroAnulacion({
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        HuellaAnterior: huellaRegistroAlta(second),
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('trims the values, as the specification asks', () => {
    expect(huellaRegistroAlta({ ...first, NumSerieFactura: ' 12345678/G33 ' })).toBe(huellaRegistroAlta(first));
  });
});

const sistema = { nombreRazon: 'Registro de Marcas, S.L.', nif: 'B12345674', nombre: 'Tienda', id: 'RM', version: '1.0', numeroInstalacion: '1' };

function chainOfThree() {
  const base = (numero: string, seconds: number): Omit<AltaInput, 'anterior'> => ({
    emisor: { nif: 'B12345674', nombre: 'Registro de Marcas, S.L.' },
    factura: { numSerie: numero, fechaExpedicion: '05-01-2027' },
    tipo: 'F2',
    descripcion: 'Registro de marca nacional',
    baseCents: 10_000,
    vatCents: 2_100,
    suplidosCents: 14_495,
    vatRatePercent: 21,
    sistema,
    fechaHoraHusoGenRegistro: `2027-01-05T10:00:0${seconds}+01:00`,
  });
  const one = registroAlta(base('F2027-000001', 1));
  const two = registroAlta({ ...base('F2027-000002', 2), anterior: { numSerie: 'F2027-000001', fechaExpedicion: '05-01-2027', huella: one.huella } });
  const three = registroAlta({ ...base('F2027-000003', 3), anterior: { numSerie: 'F2027-000002', fechaExpedicion: '05-01-2027', huella: two.huella } });
  return [one, two, three].map((record) => ({ numSerie: record.campos.NumSerieFactura, campos: record.campos, huella: record.huella }));
}

describe('a chain of three records', () => {
  it('links each record to the fingerprint of the one before, the first to none', () => {
    const [one, two, three] = chainOfThree();
    expect(one!.campos.HuellaAnterior).toBe('');
    expect(two!.campos.HuellaAnterior).toBe(one!.huella);
    expect(three!.campos.HuellaAnterior).toBe(two!.huella);
    for (const link of [one!, two!, three!]) {
      expect(link.huella).toMatch(/^[0-9A-F]{64}$/);
      expect(huellaRegistroAlta(link.campos)).toBe(link.huella);
    }
    expect(verifyChain([one!, two!, three!])).toEqual({ ok: true, count: 3 });
  });

  it('finds the first break: a changed amount, a removed record, records out of order', () => {
    const [one, two, three] = chainOfThree();
    const edited = { ...two!, campos: { ...two!.campos, ImporteTotal: '1.00' } };
    expect(verifyChain([one!, edited, three!])).toMatchObject({ ok: false, at: 'F2027-000002' });
    expect(verifyChain([one!, three!])).toMatchObject({ ok: false, at: 'F2027-000003' });
    expect(verifyChain([two!, one!, three!])).toMatchObject({ ok: false, at: 'F2027-000002' });
  });
});
