import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { FaqEntry, Locale } from './types';

/** What GET /faqs is asked for. */
export interface FaqsQuery {
  /** Only the entries shown on the landing page. */
  landing?: boolean | undefined;
  /** The reader's language (default English); an entry not yet translated comes in English. */
  lang?: Locale | undefined;
}

/** The FAQ. */
export interface FaqsEndpoints {
  /** GET /faqs, in the language `lang` (with `landing: true`: only the entries shown on the landing page). */
  list(query?: FaqsQuery, options?: CallOptions): Promise<{ faqs: FaqEntry[] }>;
}

/** The endpoint functions of the FAQ. */
export function faqsEndpoints({ call }: EndpointContext): FaqsEndpoints {
  return {
    list: (query, options) => call('get', '/faqs', { ...options, query: query ?? {} }),
  };
}
