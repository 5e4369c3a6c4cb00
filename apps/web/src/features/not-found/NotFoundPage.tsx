import { NotFoundPlaceholder } from '../../components/placeholders';

/** Any unknown path. SLOT: becomes @lense/ui NotFound. */
export function NotFoundPage() {
  return (
    <main>
      <NotFoundPlaceholder />
    </main>
  );
}
