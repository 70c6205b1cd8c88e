import * as z from 'zod';
import * as answers from '@shop/api-contract';
import { guarded } from '../schema-kit';

/** A client's file (ADR 012): what staff find by e-mail or NIF. Spanish messages, as every admin schema. */

const text = (max: number) => z.string({ error: 'Debe ser un texto.' }).max(max, `Demasiado largo (máximo ${max} caracteres).`);

export const clientFile = {
  querystring: z.object({ email: text(300).optional(), nif: text(40).optional() }),
  response: {
    200: answers.clientFile,
    ...guarded(),
  },
};
