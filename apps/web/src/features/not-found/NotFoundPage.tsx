import { NotFound } from '@lense/ui';
import { ButtonLink } from '../../components/ButtonLink';
import { paths } from '../../config/paths';
import { useAccountMessages } from '../../lib/accountMessages';

/** Any unknown path: 'Error 404' / 'Page not found!', with the ways back into the product. */
export function NotFoundPage() {
  const t = useAccountMessages();
  return (
    <main>
      <NotFound
        action={
          <>
            <ButtonLink to={paths.home()} $fit>
              {t('notFound.home')}
            </ButtonLink>
            <ButtonLink to={paths.discover()} $variant="secondary" $fit>
              {t('notFound.discover')}
            </ButtonLink>
          </>
        }
      />
    </main>
  );
}
