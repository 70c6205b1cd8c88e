import type { FastifyRequest } from 'fastify';
import { isStorableText, TEXT_MESSAGES } from '@shop/flow-kit';
import { Refusal } from '../services/refusal';

/** A string no field may hold: PostgreSQL refuses it, so it would otherwise end as a 500. */
export const INVALID_TEXT = 'El texto enviado contiene caracteres no válidos.';

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (value or key) in `value` that is not storable text, or undefined.
 * Walked with a stack of parent links, not recursion nor copied paths: a 1 MB JSON body may nest
 * deeper than the call stack allows, and copying each path would cost its depth squared.
 */
export function unstorableTextPath(value: unknown): string[] | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (!isStorableText(key)) return pathOf(visit);
        pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return undefined;
}

const PARTS = [
  ['params', 'params'],
  ['query', 'querystring'],
  ['body', 'body'],
] as const;

/**
 * One check for every route (a preValidation hook, after the body is parsed): a string PostgreSQL
 * cannot store, anywhere in the address, the query or a JSON or form body, is a Spanish 400 naming
 * where it was, before any route's code or query runs. Multipart bodies are read by their routes,
 * which check each field themselves (the order save's flow rules).
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [property, context] of PARTS) {
    const path = unstorableTextPath(request[property]);
    // The field says it in the words the forms' own checks use under a field.
    if (path) throw new Refusal(400, INVALID_TEXT, { [path.join('.') || context]: TEXT_MESSAGES.invalidCharacters });
  }
}
