import type { NewsletterFields } from '@shop/flow-kit/contact';
import { post } from './client';
import { apiPaths } from './paths';

export const subscribeNewsletter = async (fields: NewsletterFields): Promise<{ success: boolean; message: string }> =>
  (await post(apiPaths.newsletter, { json: fields })).json() as Promise<{ success: boolean; message: string }>;
