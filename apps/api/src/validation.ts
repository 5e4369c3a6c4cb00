import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

const base: Options = { allErrors: false, useDefaults: true, strict: false, removeAdditional: true };

const make = (coerceTypes: Options['coerceTypes']) => {
  const ajv = new Ajv({ ...base, coerceTypes });
  addFormats(ajv);
  return ajv;
};

/**
 * Query strings, params and headers are text and get coerced ('2' -> 2); JSON bodies are validated
 * strictly, so a number where a string belongs is a 400, not silently accepted.
 */
export function validatorCompiler(shared: Record<string, unknown>[]): FastifySchemaCompiler<unknown> {
  const textual = make('array');
  const strict = make(false);
  for (const schema of shared) {
    textual.addSchema(schema);
    strict.addSchema(schema);
  }
  return ({ schema, httpPart }) => (httpPart === 'body' ? strict : textual).compile(schema as object);
}
