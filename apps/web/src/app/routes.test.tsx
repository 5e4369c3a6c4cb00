import { screen, waitFor } from '@testing-library/react';
import { SIGNED_IN } from '../testing/fakes';
import { renderWithApp } from '../testing/renderApp';
import { AppRoutes } from './routes';

describe('app routes', () => {
  it('shows the landing page at / and /home', async () => {
    renderWithApp(<AppRoutes />, { path: '/home' });
    expect(
      await screen.findByRole('heading', { name: "Your event, through everyone's lense" }),
    ).toBeInTheDocument();
  });

  it('shows the 404 page for unknown paths', async () => {
    renderWithApp(<AppRoutes />, { path: '/nowhere' });
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
    expect(screen.getByText('Page not found!')).toBeInTheDocument();
  });

  it('removes a trailing slash, keeping the query string', async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/faq/?q=1' });
    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(app.location()).toBe('/faq?q=1');
  });

  it('sends signed-out visitors of a signed-in route to /login and remembers where they were', async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/spaces/7/manage?x=1' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(app.session.getSnapshot().open_on_login).toBe('/spaces/7/manage?x=1');
  });

  it('sends a signed-out visitor of a draft space to /login, remembering /spaces/new (draft copy-link)', async () => {
    const app = renderWithApp(<AppRoutes />, { path: '/spaces/new' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(app.location()).toBe('/login');
    expect(app.session.getSnapshot().open_on_login).toBe('/spaces/new');
  });

  it('lets signed-out visitors view a space and its QR code, but not upload to it', async () => {
    const view = renderWithApp(<AppRoutes />, { path: '/spaces/space-1/view' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer Festival' })).toBeInTheDocument();
    expect(view.location()).toBe('/spaces/space-1/view');
    view.unmount();

    const qr = renderWithApp(<AppRoutes />, { path: '/spaces/space-1/qr' });
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(qr.location()).toBe('/spaces/space-1/qr');
    qr.unmount();

    const upload = renderWithApp(<AppRoutes />, { path: '/spaces/space-1/upload' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(upload.location()).toBe('/login');
  });

  it('sends signed-in visitors of /login to open_on_login', async () => {
    const app = renderWithApp(<AppRoutes />, {
      path: '/login',
      session: { ...SIGNED_IN, open_on_login: '/sites' },
    });
    await waitFor(() => expect(app.location()).toBe('/sites'));
  });

  it('sends signed-in visitors of /signup to /spaces when open_on_login is /login', async () => {
    const app = renderWithApp(<AppRoutes />, {
      path: '/signup',
      session: { ...SIGNED_IN, open_on_login: '/login' },
    });
    await waitFor(() => expect(app.location()).toBe('/spaces'));
  });

  it('shows the Login link and only the public menu to signed-out visitors', async () => {
    renderWithApp(<AppRoutes />, { path: '/faq' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('Discover');
    expect(nav).not.toHaveTextContent('Spaces');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  // These open lazy screens through the whole app, which takes a few seconds in jsdom.
  const slow = { timeout: 20_000 };
  const wait = { timeout: 15_000 };

  it('shows the public photo feed at /discover', slow, async () => {
    renderWithApp(<AppRoutes />, { path: '/discover' });
    expect(await screen.findByRole('heading', { name: 'Discover' }, wait)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Enter event name')).toBeInTheDocument();
  });

  it('confirms the e-mail of the link at /confirmation', slow, async () => {
    renderWithApp(<AppRoutes />, { path: '/confirmation?confirmation_token=t' });
    expect(await screen.findByRole('heading', { name: 'Email confirmed' }, wait)).toBeInTheDocument();
  });

  it('shows the exit survey at /exit-survey/{deletion_token}', slow, async () => {
    renderWithApp(<AppRoutes />, { path: '/exit-survey/t', session: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { name: 'We are sorry to see you go' }, wait),
    ).toBeInTheDocument();
  });

  it('shows the plans to signed-in visitors', slow, async () => {
    renderWithApp(<AppRoutes />, { path: '/plans/select', session: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Choose your plan' }, wait)).toBeInTheDocument();
  });

  it('shows the settings to signed-in visitors', slow, async () => {
    renderWithApp(<AppRoutes />, { path: '/settings', session: SIGNED_IN });
    expect(await screen.findByRole('heading', { name: 'Settings' }, wait)).toBeInTheDocument();
  });
});
