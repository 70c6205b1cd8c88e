import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import * as z from 'zod';
import { refusedValueMessage } from '@shop/flow-kit';

/** zod's Spanish locale, for what our own words below do not cover. */
const zodSpanish = z.locales.es().localeError;

/**
 * Our own words for the refusals a client meets most (zod's Spanish locale says "se esperaba
 * registro, recibido arreglo", "<=200"), as an order's fields word them; anything rarer keeps
 * the locale's.
 */
function ownWords(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Falta este campo.';
      if ((issue.path ?? []).length === 0 && issue.expected === 'object') return 'El cuerpo de la petición debe ser un objeto JSON.';
      return refusedValueMessage(issue);
    case 'too_big':
      if (issue.origin === 'string') return `Como máximo ${issue.maximum} caracteres.`;
      if (issue.origin === 'array') return `Como máximo ${issue.maximum} elementos.`;
      return issue.origin === 'number' || issue.origin === 'int' ? `Como máximo ${issue.maximum}.` : undefined;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'No puede estar vacío.' : `Como mínimo ${issue.minimum} caracteres.`;
      if (issue.origin === 'array') return `Como mínimo ${issue.minimum} elementos.`;
      return issue.origin === 'number' || issue.origin === 'int' ? `Como mínimo ${issue.minimum}.` : undefined;
    case 'invalid_value':
      return refusedValueMessage(issue);
    case 'invalid_format':
      return issue.format === 'email' ? 'El formato del email no es válido.' : 'Formato no válido.';
    default:
      return undefined;
  }
}

/**
 * The words for a refused value, in Spanish: a schema's custom message still wins, this only
 * replaces zod's English defaults ("Invalid input…") that staff and visitors would otherwise read.
 * Per parse rather than `z.config`, so other zod users in the process keep their messages.
 */
const spanish: z.core.$ZodErrorMap = (issue) => ownWords(issue) ?? zodSpanish(issue);

/**
 * fastify-type-provider-zod's validator, parsing with Spanish defaults: what comes in is checked
 * against the route's zod schema and replaced by the parsed value (trimmed strings and the like).
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { error: spanish });
    if (result.success) return { value: result.data };
    return {
      error: result.error.issues.map((issue): FastifySchemaValidationError => ({
        keyword: issue.code,
        instancePath: `/${issue.path.map(String).join('/')}`,
        schemaPath: `#/${issue.path.map(String).join('/')}/${issue.code}`,
        params: { path: issue.path.map(String) },
        message: issue.message,
      })),
    };
  };

/**
 * The refused fields of a schema validation error, one message each (the first found): the key is
 * the field's path (`password`, `lineas.0.importe`), or the part of the request when the whole part
 * is wrong (`body`, `querystring`, `params`).
 */
export function refusedFields(validation: readonly FastifySchemaValidationError[], context: string | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of validation) {
    const path = error.instancePath.split('/').filter(Boolean).join('.');
    fields[path || context || 'body'] ??= error.message ?? '';
  }
  return fields;
}
