import * as z from 'zod';
import { auditRow } from '@shop/api-contract';
import { guarded, id } from '../schema-kit';

/** The audit area's route (schema-kit.ts says how these schemas are used). */

export const audit = {
  // `antes`: the id of the oldest row shown, for the page before it; `accesos=no` leaves sign-ins out.
  querystring: z.object({ antes: id.optional(), accesos: z.enum(['si', 'no']).optional() }),
  response: {
    200: z.array(auditRow),
    ...guarded(),
  },
};
