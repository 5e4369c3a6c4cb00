import { screen } from '@testing-library/react';
import { paths, SIGNED_IN_PATHS } from '../config/paths';
import { liveHandlers, livePhotos } from '../features/live/fixtures';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

const PHOTOS = livePhotos(3, (index) => ({ uploader_name: ['Wanjiru', 'Baraka', 'Amani'][index] }));
const VISITORS_SPACE = { owner: false, user_id: 'user-2' };

describe('live slideshow', () => {
  it('is public and full screen: no sign-in, no nav bar or footer', async () => {
    expect(SIGNED_IN_PATHS).not.toContain(paths.space.live.path);
    renderWithApp(<AppRoutes />, {
      path: '/spaces/space-1/live',
      handlers: liveHandlers(VISITORS_SPACE, PHOTOS),
    });
    expect(await screen.findByRole('img', { name: 'Photo by Wanjiru' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('main', { name: 'Slideshow of Summer Festival' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
