import { useCallback } from 'react';
import { useErrorText } from './errorText';
import { useSubmission } from './submission';

/**
 * {@link useSubmission} whose failure toast reads in the reader's language: `fail` writes the failed call's
 * message through the errors catalogue, then shows it as the submission's failure (taken down by the next one).
 */
export function useTranslatedSubmission(reenableAfterMs?: number) {
  const submission = useSubmission(reenableAfterMs);
  const errorText = useErrorText();
  const { fail } = submission;
  // `fail` shows an error's string `error` field as it is: hand it the translated text that way.
  const failTranslated = useCallback(
    (error: unknown) => fail({ error: errorText(error) }),
    [fail, errorText],
  );
  return { ...submission, fail: failTranslated };
}
