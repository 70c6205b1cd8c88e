import type { NewsletterFields } from '@shop/flow-kit/contact';
import { http } from './client';
import { apiPaths } from './paths';

export const subscribeNewsletter = async (fields: NewsletterFields): Promise<{ success: boolean; message: string }> =>
  (await http()).post(apiPaths.newsletter, { json: fields }).json();
