import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SpaceLayout } from './SpaceLayout';

// Route set-ups of the spaces stories and tests; the space fixtures are shared ('testing/spaces').
export {
  pagedSpaceHandler,
  SPACE_ID,
  STORY_SPACES,
  spaceHandler,
  spacesHandler,
  storyPhotos,
} from '../../testing/spaces';

/** A space screen inside the space wrapper, as the app routes it. */
export function SpaceRoute({ path, element }: { path: string; element: ReactNode }) {
  return (
    <Routes>
      <Route path={paths.space.path} element={<SpaceLayout />}>
        {path === paths.space.path ? (
          <Route index element={element} />
        ) : (
          <Route path={path} element={element} />
        )}
      </Route>
      <Route path={paths.spaces.path} element={<p>Spaces list</p>} />
    </Routes>
  );
}
