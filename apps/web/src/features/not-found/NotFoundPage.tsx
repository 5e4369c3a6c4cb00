import { NotFound } from '@lense/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { paths } from '../../config/paths';

/** Any unknown path: 'Error 404' / 'Page not found!', with the ways back into the product. */
export function NotFoundPage() {
  return (
    <main>
      <NotFound
        action={
          <>
            <ButtonLink to={paths.home()} $fit>
              Go to the home page
            </ButtonLink>
            <ButtonLink to={paths.discover()} $variant="secondary" $fit>
              Discover events
            </ButtonLink>
          </>
        }
      />
    </main>
  );
}
