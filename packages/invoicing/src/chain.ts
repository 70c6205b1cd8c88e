import { huellaRegistroAlta, type CamposHuellaAlta } from './huella';

/** One stored record as the chain verifier reads it. */
export interface ChainLink {
  numSerie: string;
  campos: CamposHuellaAlta;
  huella: string;
}

export type ChainCheck = { ok: true; count: number } | { ok: false; count: number; at: string; reason: string };

/**
 * Recomputes every fingerprint and every link of the issuer's chain, in the order the records
 * were generated (RD 1007/2023: integrity and traceability): each record's fingerprint must be
 * that of its own fields, and its `Huella` field the fingerprint of the record before it ('' for
 * the first). Answers the first break, in Spanish for staff.
 */
export function verifyChain(links: Iterable<ChainLink>): ChainCheck {
  let previous: ChainLink | undefined;
  let count = 0;
  for (const link of links) {
    count++;
    const expectedPrevious = previous?.huella ?? '';
    if (link.campos.HuellaAnterior !== expectedPrevious) {
      return {
        ok: false,
        count,
        at: link.numSerie,
        reason: previous
          ? `El registro de ${link.numSerie} no enlaza con el anterior (${previous.numSerie}): su huella anterior no coincide.`
          : `El primer registro (${link.numSerie}) no debería llevar huella anterior.`,
      };
    }
    if (huellaRegistroAlta(link.campos) !== link.huella) {
      return { ok: false, count, at: link.numSerie, reason: `La huella del registro de ${link.numSerie} no corresponde a sus datos.` };
    }
    previous = link;
  }
  return { ok: true, count };
}
