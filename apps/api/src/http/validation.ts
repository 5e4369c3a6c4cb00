import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { HttpError } from './errors.ts';

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

/** A body field with the product's own message for when it is invalid. */
export interface FieldRule {
  field: string;
  valid: (value: unknown) => boolean;
  message: string;
}

/**
 * For routes registered with `attachValidation`: when the request failed schema validation, the first
 * rule (in order) whose field is invalid answers 422 with the product's message; any other failure
 * is the usual 400. Order matters: the form checks the name before the collection, and so do we.
 */
export function rejectInvalidBody(request: FastifyRequest, rules: FieldRule[]): void {
  const failure = request.validationError;
  if (!failure) return;
  const body = request.body;
  if (failure.validationContext === 'body' && body && typeof body === 'object' && !Array.isArray(body)) {
    for (const rule of rules) {
      if (!rule.valid((body as Record<string, unknown>)[rule.field])) throw new HttpError(422, rule.message);
    }
  }
  throw failure;
}

/**
 * For routes registered with `attachValidation` whose path names something by an unguessable key: a key
 * of the wrong shape names nothing, so it answers 404 with the product's `message` (the same answer as a
 * well-formed key that matches nothing) rather than the schema's wording; any other failure is the usual 400.
 */
export function rejectMalformedKey(request: FastifyRequest, message: string): void {
  const failure = request.validationError;
  if (!failure) return;
  if (failure.validationContext === 'params') throw new HttpError(404, message);
  throw failure;
}
