import * as z from 'zod';
import { keptDraft } from '@shop/api-contract';
import { refusals } from './api-schemas';

/** The one answer to any token that opens nothing: unknown, expired, deleted or forged alike. */
export const DRAFT_GONE = 'Este borrador no existe o ha caducado.';
export const BAD_DRAFT = 'Los datos del borrador no son válidos.';
export const TOO_MANY_FOR_ADDRESS = 'Se han guardado demasiados borradores para ese email. Espera una hora antes de guardar otro.';
export const DRAFT_SAVED = 'Te hemos enviado un enlace para continuar tu solicitud más tarde.';

/** The `data` part of a draft save: which wizard, where, and what it holds. */
export const draftEnvelope = z.object({
  flow: z.string().max(80),
  ruta: z.string().max(200),
  paso: z.string().max(80),
  email: z.string().max(254),
  datos: z.record(z.string(), z.unknown()),
});

export const draftSave = {
  consumes: ['multipart/form-data'],
  description:
    "'Guardar y continuar más tarde': multipart `data` (JSON: `flow`, `ruta` one of the flow's addresses, `paso` the step, `email`, `datos` the form's data as far as it goes) and the files as an order sends them (`uploadedFile` or `uploadedFile_0..n`, `fileCount`), held to the same checks and limits. Kept 30 days; the link (`ruta?borrador=TOKEN`) is mailed to `email`, never answered.",
  response: {
    201: z.object({ ok: z.literal(true), mensaje: z.string(), caduca: z.string() }),
    ...refusals(400, 413, 415, 429, 503),
  },
};

const token = z.object({ token: z.string().max(200) });

export const draftRead = {
  description: "A draft by its link's token: its flow, address, step, data and files (each fetched with the same token). Unknown or expired: 404.",
  params: token,
  response: {
    200: keptDraft,
    ...refusals(404),
  },
};

export const draftFile = {
  description: "One of a draft's files, by its position in `archivos`, as it was uploaded.",
  params: token.extend({ index: z.string().max(3) }),
  response: refusals(404),
};
