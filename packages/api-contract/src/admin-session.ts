import * as z from 'zod';
import { role } from './common';

/** Who is signed in to the back office, with the session's CSRF token (docs/decisions/007). */
export const signedIn = z.object({ email: z.string(), rol: role, csrf: z.string() });
export type AdminSession = z.infer<typeof signedIn>;

/** `GET /api/admin/session`: null when nobody is signed in. */
export const sessionAnswer = z.object({ sesion: signedIn.nullable() });
