import type { EmailList, LenseApi } from './api-context';

/** Toast after a successful newsletter signup (spec, error catalogue). */
export const NEWSLETTER_SUCCESS = 'Your email has been added to our monthly newsletter';
/** Toast after a failed newsletter signup. */
export const NEWSLETTER_FAILURE = 'Subscription failed, please try again later';

/** The newsletter among the e-mail lists: the one named 'newsletter', in any case. */
export function findNewsletterList(lists: readonly EmailList[]): EmailList | undefined {
  return lists.find((list) => list.name.trim().toLowerCase() === 'newsletter');
}

/**
 * Subscribes `email` to the newsletter: reads the e-mail lists, picks the newsletter and subscribes the
 * address to it. Rejects when the list is missing or a call fails.
 */
export async function subscribeToNewsletter(api: LenseApi, email: string): Promise<void> {
  const { email_lists } = await api.emailLists();
  const list = findNewsletterList(email_lists);
  if (!list) throw new Error('The newsletter list does not exist');
  await api.subscribeToEmailList({ email_list_id: list.id, email });
}
