import useSWR from 'swr';
import type { FaqEntry, FaqsQuery } from '../index';
import { useLenseClient } from './context';
import { lenseKeys } from './keys';
import type { LenseQuery, LenseQueryConfig } from './queries';

// Apart from the other queries: the screens without photos (landing, FAQ) read it and must not load the
// photo pages' code the other queries belong to.
/**
 * GET /faqs: the FAQ in the language `lang` (default English), only the landing page's entries with
 * `landing: true`. Each language is cached apart, so a reader who switches language gets it fetched. A
 * boolean alone is `landing`, as before languages.
 */
export function useFaqs(
  query?: FaqsQuery | boolean,
  config?: LenseQueryConfig<FaqEntry[]>,
): LenseQuery<FaqEntry[]> {
  const client = useLenseClient();
  const asked: FaqsQuery = typeof query === 'boolean' ? { landing: query } : (query ?? {});
  const given = Object.fromEntries(Object.entries(asked).filter(([, value]) => value !== undefined));
  return useSWR(lenseKeys.faqs(given), async () => (await client.faqs.list(given)).faqs, config);
}
