import { NOT_JSON, parseBoundedJson } from '../services/bounded-json';
import { Refusal } from '../services/refusal';

/** Every JSON body unless its route says otherwise: the longest form (a contact message) is a few kB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Fastify's content-type parser for JSON bodies: the route's body limit applies before it runs. */
export function jsonBodyParser(_request: unknown, body: string | Buffer, done: (error: Error | null, value?: unknown) => void): void {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  // An empty body is no body (a POST without data), as Fastify's own parser would refuse it: 400.
  if (text.trim() === '') return done(new Refusal(400, NOT_JSON));
  try {
    done(null, parseBoundedJson(text));
  } catch (error) {
    done(error as Error);
  }
}
