import type { ContactAnswer } from '@shop/api-contract';
import type { ContactRequest } from '@shop/flow-kit/contact';
import { post } from './client';
import { apiPaths } from './paths';

/** spec-1 §7.2: `POST /api/contact`; a refusal is an HTTPError carrying `{ error, fields }`. */
export const sendContact = async (request: ContactRequest): Promise<ContactAnswer> =>
  (await post(apiPaths.contact, { json: request })).json() as Promise<ContactAnswer>;
