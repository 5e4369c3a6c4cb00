import { defineMessages } from '../../i18n/defineMessages';
import english from '../../i18n/en/review.json';

/** The texts of guests' photos: the guest link panel and its settings, and the review queue. */
export const useReviewMessages = defineMessages('review', english);

/** Formats the review area's messages in one language. */
export type ReviewMessages = ReturnType<typeof useReviewMessages>;

/**
 * What a review decision did, as the live region says it: "2 photos approved", "1 photo rejected",
 * "1 photo approved, 2 photos rejected". Photos decided elsewhere meanwhile are not counted by the API.
 */
export function decisionMessage(
  t: ReviewMessages,
  { approved, rejected }: { approved: number; rejected: number },
): string {
  if (approved > 0 && rejected > 0) return t('decision.both', { approved, rejected });
  if (approved > 0) return t('decision.approved', { count: approved });
  if (rejected > 0) return t('decision.rejected', { count: rejected });
  return t('decision.none');
}
