import { NotFound } from '@lense/ui';

/** Any unknown path: 'Error 404' / 'Page not found!'. */
export function NotFoundPage() {
  return (
    <main>
      <NotFound />
    </main>
  );
}
