import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import * as z from 'zod';

/**
 * Zod's own words for a refused value, in Spanish: a schema's custom message still wins, this only
 * replaces zod's English defaults ("Invalid input…") that staff and visitors would otherwise read.
 * Per parse rather than `z.config`, so other zod users in the process keep their messages.
 */
const spanish = z.locales.es().localeError;

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
