import useSWR from 'swr';
import type { FaqEntry } from '../index';
import { useLenseClient } from './context';
import { lenseKeys } from './keys';
import type { LenseQuery, LenseQueryConfig } from './queries';

// Apart from the other queries: the screens without photos (landing, FAQ) read it and must not load the
// photo pages' code the other queries belong to.
/** GET /faqs: the FAQ (only the landing page's entries with `landing: true`). */
export function useFaqs(landing?: boolean, config?: LenseQueryConfig<FaqEntry[]>): LenseQuery<FaqEntry[]> {
  const client = useLenseClient();
  return useSWR(
    lenseKeys.faqs(landing),
    async () => (await client.faqs.list(landing === undefined ? {} : { landing })).faqs,
    config,
  );
}
