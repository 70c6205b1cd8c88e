import * as z from 'zod';
import { sessionAnswer, signedIn } from '@shop/api-contract';
import { guarded, ok, okWith, refusals, role } from '../schema-kit';
import { MIN_PASSWORD, PASSWORD_TOO_SHORT } from '../staff/store';

/** The session area's routes (schema-kit.ts says how these schemas are used). */

const password = z.string().min(MIN_PASSWORD, PASSWORD_TOO_SHORT).max(200, 'La contraseña es demasiado larga.');

export const login = {
  body: z.object({ email: z.string().max(320), password: z.string().max(200) }),
  response: { 200: signedIn, ...refusals(400, 401, 429) },
};

export const setPassword = {
  body: z.object({ token: z.string().min(1).max(200), password }),
  response: { 200: okWith({ message: z.string() }), ...refusals(400, 429) },
};

export const session = { response: { 200: sessionAnswer } };

export const logout = { response: { 200: ok, ...guarded() } };

export const changePassword = {
  body: z.object({ actual: z.string().max(200), nueva: password }),
  response: { 200: okWith({ message: z.string() }), ...guarded() },
};

export const staffCommand = {
  body: z.object({ action: z.enum(['add', 'reset']), email: z.email('Email no válido.'), role: role.optional() }),
  response: { 200: z.object({ link: z.string(), created: z.boolean() }), ...refusals(400, 403, 404) },
};
