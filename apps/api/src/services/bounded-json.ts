import secureJson from 'secure-json-parse';
import { Refusal } from './refusal';

/**
 * How deep a JSON body may nest. The deepest body the shop takes (an order's data with an owner
 * block, or a news article's keywords) nests four levels; V8's JSON.parse of a 1 MB body nested
 * 500,000 levels deep holds the event loop for over 100 ms, and the code walking it after longer.
 */
export const MAX_JSON_DEPTH = 32;

export const TOO_DEEP = 'Los datos enviados tienen demasiados niveles anidados.';
export const NOT_JSON = 'El cuerpo de la petición no es un JSON válido.';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether `text` nests objects and arrays deeper than `maxDepth`, read in one pass over its
 * characters (brackets inside strings do not count): about 1 ms per megabyte, so the check costs
 * less than any parse it saves.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > maxDepth) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * JSON text as a value, refused with a Spanish 400 when it nests too deep, is not JSON, or tries
 * to set an object's prototype (`__proto__`, `constructor.prototype`: secure-json-parse, as
 * Fastify's own parser). `field` names the part at fault in the refusal, when there is one.
 */
export function parseBoundedJson(text: string, field?: string, maxDepth = MAX_JSON_DEPTH): unknown {
  const refuse = (message: string) => new Refusal(400, message, field ? { [field]: message } : undefined);
  if (nestsDeeperThan(text, maxDepth)) throw refuse(TOO_DEEP);
  try {
    return secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw refuse(NOT_JSON);
  }
}
