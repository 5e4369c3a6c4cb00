import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { Collection, CollectionInput, CollectionSpace, StatusOnly } from './types';

/** The signed-in user's collections and the links putting spaces in them. */
export interface CollectionsEndpoints {
  /** GET /collections (with `name`: only the collection of that name). */
  list(query?: { name?: string | undefined }, options?: CallOptions): Promise<{ collections: Collection[] }>;
  /** POST /collections: 409 'Collection with that name already exists'. */
  create(input: CollectionInput, options?: CallOptions): Promise<{ collection: Collection }>;
  /** DELETE /collections/{id}. */
  remove(id: string, options?: CallOptions): Promise<StatusOnly>;
  /** GET /collection_spaces (with `collection_id`: the links of that collection only). */
  spaces(
    query?: { collection_id?: string | undefined },
    options?: CallOptions,
  ): Promise<{ collection_spaces: CollectionSpace[] }>;
  /** POST /collection_spaces: puts a space in a collection (200 with the link when it is there already). */
  addSpace(
    input: { space_id: string; collection_id: string },
    options?: CallOptions,
  ): Promise<{ collection_space: CollectionSpace }>;
  /** DELETE /collection_spaces/{id}: takes the space out of the collection. */
  removeSpace(id: string, options?: CallOptions): Promise<StatusOnly>;
}

/** The endpoint functions of collections. */
export function collectionsEndpoints({ call }: EndpointContext): CollectionsEndpoints {
  return {
    list: (query, options) => call('get', '/collections', { ...options, query: query ?? {} }),
    create: (body, options) => call('post', '/collections', { ...options, body }),
    remove: (id, options) => call('delete', '/collections/{id}', { ...options, params: { id } }),
    spaces: (query, options) => call('get', '/collection_spaces', { ...options, query: query ?? {} }),
    addSpace: (body, options) => call('post', '/collection_spaces', { ...options, body }),
    removeSpace: (id, options) => call('delete', '/collection_spaces/{id}', { ...options, params: { id } }),
  };
}
