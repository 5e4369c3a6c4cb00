import { isApiError } from '@lense/api-client';
import { Button, NotFound } from '@lense/ui';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { useSignedIn } from '../lib/session';
import { useSpacesMessages } from '../lib/spacesMessages';

/** Whether a space read failed because the API does not know the space (or may not show it): a 404. */
export const isSpaceNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * An unknown space (the API answers 404 alike for a space that never existed, a deleted one and another
 * user's private one): the 404 page with a way back to the user's spaces, or to the public feed for a
 * visitor who is not signed in.
 */
export function SpaceNotFound() {
  const signedIn = useSignedIn();
  const t = useSpacesMessages();
  return (
    <main>
      <NotFound
        action={
          <Button asChild>
            <Link to={signedIn ? paths.spaces() : paths.discover()}>
              {t(signedIn ? 'notFound.backToSpaces' : 'notFound.discover')}
            </Link>
          </Button>
        }
      />
    </main>
  );
}
