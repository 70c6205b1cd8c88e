import type { NewsletterFields } from '@shop/flow-kit/contact';
import { api } from './client';
import { apiPaths } from './paths';

export const subscribeNewsletter = (fields: NewsletterFields): Promise<{ success: boolean; message: string }> =>
  api.post(apiPaths.newsletter, { json: fields }).json();
