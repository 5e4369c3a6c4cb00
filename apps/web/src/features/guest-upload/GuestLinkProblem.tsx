import { isApiError } from '@lense/api-client';
import { EmptyState, ErrorView } from '@lense/ui';
import { page } from '../../lib/page';
import { errorMessage } from '../../lib/submission';

// What a guest can do next depends on why the link does not open.
const NEXT_STEP: Record<number, string> = {
  404: 'Check the address, or scan the QR code of the event again.',
  410: 'Ask the organiser for a new link.',
};

/**
 * A guest link that does not open: unknown (404) or closed (410: turned off or expired), in the API's
 * own words; any other failure offers a reload.
 */
export function GuestLinkProblem({ error }: { error: unknown }) {
  const nextStep = isApiError(error) ? NEXT_STEP[error.status] : undefined;
  if (!nextStep) return <ErrorView message={errorMessage(error)} onReload={() => page.reload()} />;
  return <EmptyState title={errorMessage(error)} description={nextStep} />;
}
