import * as z from 'zod';
import { staffMember } from '@shop/api-contract';
import { guarded, id, ok, okWith, role } from '../schema-kit';

/** The staff area's routes (schema-kit.ts says how these schemas are used). */

const staffId = z.object({ id });

export const staffList = {
  response: {
    200: z.array(staffMember),
    ...guarded(),
  },
};

export const addStaff = {
  // `cambiarRol`: the admin confirmed changing the role of an account that already exists.
  body: z.object({ email: z.email('Email no válido.'), rol: role, cambiarRol: z.boolean().optional() }),
  response: { 200: okWith({ enlace: z.string(), nueva: z.boolean() }), ...guarded(409) },
};

export const resetStaff = { params: staffId, response: { 200: okWith({ enlace: z.string() }), ...guarded(404) } };

export const staffActive = { params: staffId, body: z.object({ activa: z.boolean() }), response: { 200: ok, ...guarded(404, 409) } };
