import * as z from 'zod';
import { priceGroup } from '@shop/api-contract';
import { cents, guarded, okWith } from '../schema-kit';

/** The prices area's routes (schema-kit.ts says how these schemas are used). */

export const prices = {
  response: {
    200: z.array(priceGroup),
    ...guarded(),
  },
};

export const setPrice = {
  params: z.object({ flow: z.string().max(80), key: z.string().max(80) }),
  // DECISIONS §12: the official-fee part may come with the price; without it the stored one stays.
  body: z.object({ centimos: cents, suplidosCentimos: cents.optional() }),
  response: { 200: okWith({ importe: z.string(), suplidosImporte: z.string() }), ...guarded(404) },
};
