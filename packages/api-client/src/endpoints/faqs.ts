import type { CallOptions } from './call';
import type { EndpointContext } from './context';
import type { FaqEntry } from './types';

/** The FAQ. */
export interface FaqsEndpoints {
  /** GET /faqs (with `landing: true`: only the entries shown on the landing page). */
  list(query?: { landing?: boolean | undefined }, options?: CallOptions): Promise<{ faqs: FaqEntry[] }>;
}

/** The endpoint functions of the FAQ. */
export function faqsEndpoints({ call }: EndpointContext): FaqsEndpoints {
  return {
    list: (query, options) => call('get', '/faqs', { ...options, query: query ?? {} }),
  };
}
