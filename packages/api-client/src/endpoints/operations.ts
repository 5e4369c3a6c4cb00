import type { components, paths } from '../generated/schema.gen';

// The operations of the API's document as types, and nothing else: entity types and the session build on
// them without reaching the transport.

/** Every path of the API's OpenAPI document, as written there (without the '/api' base). */
export type ApiPath = keyof paths;

/** HTTP methods, in the document's lower case. */
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that have an operation for `M`. */
export type PathsWithMethod<M extends ApiMethod> = {
  [P in ApiPath]: paths[P] extends Record<M, object> ? P : never;
}[ApiPath];

/** The operation `M P` of the document. */
export type Operation<P extends ApiPath, M extends ApiMethod> = NonNullable<paths[P][M]>;

type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The parsed body of a successful response (2xx) of the operation `M P`. */
export type ApiResponse<P extends ApiPath, M extends ApiMethod> =
  Operation<P, M> extends { responses: infer R }
    ? { [S in keyof R]: S extends SuccessStatus ? JsonContent<R[S]> : never }[keyof R]
    : never;

type JsonBody<R> = [R] extends [never]
  ? never
  : R extends { content: { 'application/json': infer B } }
    ? B
    : never;

/** The JSON body of the operation `M P` (`never` when it takes none). */
export type ApiRequestBody<P extends ApiPath, M extends ApiMethod> = JsonBody<
  NonNullable<Operation<P, M>['requestBody']>
>;

/** The query parameters of the operation `M P` (`never` when it takes none). */
export type ApiQuery<P extends ApiPath, M extends ApiMethod> = NonNullable<
  Operation<P, M>['parameters']['query']
>;

/** The path parameters of the operation `M P` (`never` when it takes none). */
export type ApiPathParams<P extends ApiPath, M extends ApiMethod> = NonNullable<
  Operation<P, M>['parameters']['path']
>;

/** A schema shared in the document's components (`User`, `Status`, `Error`). */
export type ApiSchema<N extends keyof components['schemas']> = components['schemas'][N];
