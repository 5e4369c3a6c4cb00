import { fixtures, HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loadCatalogues } from '../../i18n/catalogues';
import swahiliAuth from '../../i18n/sw/auth.json';
import { renderWithApp } from '../../testing/renderApp';
import { holdRequests, recordRequests } from '../../testing/requests';
import { LoginPage } from './LoginPage';
import { PasswordEditPage } from './PasswordEditPage';
import { SignupPage } from './SignupPage';

// Fake timers drive the 1 s re-enable and the 2 s redirect; fireEvent keeps every step synchronous, and
// `flush` lets the mocked API answer (promises only, no timers).
const flush = () =>
  act(async () => {
    for (let i = 0; i < 50; i++) await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
  });

describe('LoginPage', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }),
  );
  afterEach(() => vi.useRealTimers());

  const fill = () => {
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amani@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  };

  it('submits once while a submission runs, and re-enables 1 s after the response', async () => {
    const { handler, requests } = recordRequests();
    const hold = holdRequests('post', '/login');
    renderWithApp(<LoginPage />, {
      path: '/login',
      handlers: [
        handler,
        hold.handler,
        lenseMocks.login({ variant: 'error', error: { status: 401, error: 'Invalid email or password' } }),
      ],
    });
    fill();
    const button = screen.getByRole('button', { name: /Sign in/ });
    fireEvent.click(button);
    fireEvent.click(button);
    await flush();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/login',
        search: '',
        body: { user: { email: 'amani@example.com', password: 'secret' } },
      },
    ]);
    expect(button).toHaveAttribute('aria-busy', 'true');

    hold.release();
    await flush();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('shows the generic message when the error has no string error field', async () => {
    renderWithApp(<LoginPage />, {
      path: '/login',
      handlers: [http.post('*/api/login', () => new HttpResponse('down', { status: 502 }))],
    });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(screen.getByText('An error occurred, please try again later')).toBeInTheDocument();
  });

  it('stores the user and the token, and opens the remembered page after login', async () => {
    const app = renderWithApp(<LoginPage />, { path: '/login', session: { open_on_login: '/sites' } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(app.session.getSnapshot().user).toEqual(fixtures.user);
    expect(app.session.getSnapshot().token).toBe(fixtures.token);
    expect(app.location()).toBe('/sites');
  });

  it("takes down the failed attempt's error when the next one succeeds", async () => {
    let attempts = 0;
    const app = renderWithApp(<LoginPage />, {
      path: '/login',
      handlers: [
        http.post('*/api/login', () => {
          attempts += 1;
          return attempts === 1
            ? HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 })
            : undefined;
        }),
      ],
    });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(app.session.getSnapshot().user).toEqual(fixtures.user);
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });

  it('does not submit with an empty password', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<LoginPage />, { path: '/login', handlers: [handler] });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amani@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    await flush();
    expect(requests).toEqual([]);
  });

  it("fails cleanly with 'Login failed' while the third-party provider is not configured", async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<LoginPage />, { path: '/login', handlers: [handler] });
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await flush();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

describe('SignupPage', () => {
  it('sends the user, confirms by toast and opens the login page', async () => {
    const { handler, requests } = recordRequests();
    const app = renderWithApp(<SignupPage />, { path: '/signup', handlers: [handler] });
    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set('First name', 'Amani');
    set('Last name', 'Otieno');
    set('E-mail', 'amani@example.com');
    set('Password', 'secret');
    const submit = screen.getByRole('button', { name: 'Sign up' });
    expect(submit).toBeDisabled();
    fireEvent.click(screen.getByRole('checkbox'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(
      await screen.findByText('We have sent an email to confirm your signup to your email'),
    ).toBeInTheDocument();
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/signup',
        body: {
          user: {
            first_name: 'Amani',
            last_name: 'Otieno',
            email: 'amani@example.com',
            password: 'secret',
            accepted_terms_of_service: true,
            locale: 'en',
          },
        },
      },
    ]);
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  it('gives the account the language the page is read in', async () => {
    await loadCatalogues('sw');
    const { handler, requests } = recordRequests();
    renderWithApp(<SignupPage />, { path: '/signup', handlers: [handler], locale: 'sw' });
    for (const label of ['signup.firstName', 'signup.lastName', 'email', 'password'] as const)
      fireEvent.change(screen.getByLabelText(swahili(label)), { target: { value: 'amani@example.com' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: swahili('signup.submit') }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toMatchObject({ user: { locale: 'sw' } });
  });
});

describe('PasswordEditPage', () => {
  beforeEach(() =>
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] }),
  );
  afterEach(() => vi.useRealTimers());

  const page = (
    <Routes>
      <Route path="/password/edit" element={<PasswordEditPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>
  );

  it('changes the password and opens the login page 2 s later', async () => {
    const { handler, requests } = recordRequests();
    const app = renderWithApp(page, { path: '/password/edit?reset_password_token=tok', handlers: [handler] });
    await flush();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await flush();
    expect(requests.map(({ method, path, search, body }) => ({ method, path, search, body }))).toEqual([
      {
        method: 'GET',
        path: '/users/valid_reset_password_token',
        search: '?reset_password_token=tok',
        body: undefined,
      },
      {
        method: 'PATCH',
        path: '/me/password',
        search: '',
        body: { reset_password_token: 'tok', password: 'new secret', password_confirmation: 'new secret' },
      },
    ]);
    expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(app.location()).toBe('/password/edit?reset_password_token=tok');
    act(() => vi.advanceTimersByTime(1));
    expect(app.location()).toBe('/login');
  });

  it('shows the 404 page when the reset token is invalid', async () => {
    renderWithApp(page, {
      path: '/password/edit?reset_password_token=bad',
      handlers: [
        lenseMocks.validateResetPasswordToken({
          variant: 'error',
          error: { status: 404, error: 'invalid token' },
        }),
      ],
    });
    await flush();
    expect(screen.getByText('Page not found!')).toBeInTheDocument();
  });

  it('shows the 404 page without a reset token', async () => {
    renderWithApp(page, { path: '/password/edit' });
    await flush();
    expect(screen.getByText('Page not found!')).toBeInTheDocument();
  });
});

/** A plain Kiswahili text of the sign-up screens. */
const swahili = (key: keyof typeof swahiliAuth) => swahiliAuth[key];
