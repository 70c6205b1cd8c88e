import { post } from './client';
import { apiPaths } from './paths';

/** Asks for renewal reminders of a right filed elsewhere; the answer is the same whatever became of it. */
export const requestRenewalWatch = async (fields: Record<string, unknown>): Promise<{ ok: true; mensaje: string }> =>
  (await post(apiPaths.renewalWatch, { json: fields })).json() as Promise<{ ok: true; mensaje: string }>;
