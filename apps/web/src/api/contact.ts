import type { ContactRequest } from '@shop/flow-kit/contact';
import { api } from './client';
import { apiPaths } from './paths';

export interface ContactAnswer {
  success: boolean;
  message: string;
}

/** spec-1 §7.2: `POST /api/contact`; a refusal is an HTTPError carrying `{ error, fields }`. */
export const sendContact = (request: ContactRequest): Promise<ContactAnswer> => api.post(apiPaths.contact, { json: request }).json<ContactAnswer>();
