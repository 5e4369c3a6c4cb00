import { fireEvent, screen } from '@testing-library/react';
import { paths } from '../config/paths';
import { SPACE_ID, spaceHandler } from '../features/space-manage/fixtures';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('the sales route', () => {
  it('serves a space’s sales to its signed-in owner, linked from the space’s management', async () => {
    const app = renderWithApp(<AppRoutes />, {
      path: paths.space.manage(SPACE_ID),
      session: SIGNED_IN,
      handlers: [spaceHandler()],
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Sales' }, { timeout: 10_000 }));
    expect(
      await screen.findByRole('heading', { name: 'Sales', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(app.location()).toBe(paths.space.sales(SPACE_ID));
    expect(await screen.findByRole('table', { name: /Sales/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering the sales page', async () => {
    const app = renderWithApp(<AppRoutes />, { path: paths.space.sales(SPACE_ID) });
    await vi.waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.session.getSnapshot().open_on_login).toBe(paths.space.sales(SPACE_ID));
  });
});
