import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { spaceKeySecurityScheme } from '../auth/space-keys.ts';
import { CollectionSchema, CollectionSpaceSchema } from '../collections/collection.ts';
import type { Config } from '../config.ts';
import { FaqEntrySchema } from '../faqs/faq-entry.ts';
import { guestTokenSecurityScheme } from '../guests/guest-links.ts';
import { ErrorBody } from '../http/errors.ts';
import { StatusBody, UserBody } from '../http/schemas.ts';
import { validatorCompiler } from '../http/validation.ts';
import { PublicSpaceSchema, SiteSchema } from '../sites/site.ts';
import { siteImageSchemas } from '../sites/site-image.ts';
import { PUBLISHED_RULES, RULES_EXTENSION } from './published-rules.ts';

/** Schemas that answers refer to by `$id`; the error body is inlined by every route's error responses. */
const sharedSchemas = [
  ErrorBody,
  UserBody,
  StatusBody,
  CollectionSchema,
  CollectionSpaceSchema,
  ...siteImageSchemas,
  SiteSchema,
  PublicSpaceSchema,
  FaqEntrySchema,
] as unknown as Record<string, unknown>[];

/**
 * The API's contract: the shared schemas, the request validator that knows them, the OpenAPI document (with
 * the rules of what may be sent under its extension) and its reader at `{apiBase}/docs`.
 */
export async function registerContract(app: FastifyInstance, config: Config): Promise<void> {
  for (const schema of sharedSchemas.slice(1)) app.addSchema(schema);
  app.setValidatorCompiler(validatorCompiler(sharedSchemas));
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lense API',
        version: '0.1.0',
        description: `Event media sharing: spaces, photos, sites. \`${RULES_EXTENSION}\` holds the rules of what may be sent (patterns, lengths, upload types and size, reserved names) for clients to apply before sending.`,
      },
      servers: [{ url: config.apiBase || '/' }],
      // An extension the document's types do not list, hence the spread.
      ...{ [RULES_EXTENSION]: PUBLISHED_RULES },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          spaceKey: spaceKeySecurityScheme,
          guestToken: guestTokenSecurityScheme,
        },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) || `def-${i}` },
    transform: ({ schema, url }) => ({
      schema,
      url: url.startsWith(config.apiBase) ? url.slice(config.apiBase.length) || '/' : url,
    }),
  });
  await app.register(swaggerUi, { routePrefix: `${config.apiBase}/docs` });
}
