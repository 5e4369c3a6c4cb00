import { isApiError } from '@lense/api-client';
import { EmptyState, ErrorView } from '@lense/ui';
import { useErrorText } from '../../lib/errorText';
import { page } from '../../lib/page';
import { type GuestMessageKey, useGuestMessages } from './guestMessages';

// What a guest can do next depends on why the link does not open.
const NEXT_STEP: Record<number, GuestMessageKey> = {
  404: 'problem.notFound',
  410: 'problem.closed',
};

/**
 * A guest link that does not open: unknown (404) or closed (410: turned off or expired), in the API's
 * own words (in the reader's language where the catalogue knows them); any other failure offers a reload.
 */
export function GuestLinkProblem({ error }: { error: unknown }) {
  const t = useGuestMessages();
  const errorText = useErrorText();
  const nextStep = isApiError(error) ? NEXT_STEP[error.status] : undefined;
  if (!nextStep) return <ErrorView message={errorText(error)} onReload={() => page.reload()} />;
  return <EmptyState title={errorText(error)} description={t(nextStep)} />;
}
