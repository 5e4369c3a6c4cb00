import { ApiError } from '@lense/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { TEST_USER } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { LoginPage } from './LoginPage';
import { PasswordEditPage } from './PasswordEditPage';
import { SignupPage } from './SignupPage';

// Fake timers drive the 1 s re-enable and the 2 s redirect; fireEvent keeps every step synchronous.
const flush = () => act(async () => {});

describe('LoginPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fill = () => {
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amani@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
  };

  it('submits once while a submission runs, and re-enables 1 s after the response', async () => {
    let reject: (error: unknown) => void = () => {};
    const login = vi.fn(() => new Promise<never>((_, r) => (reject = r)));
    renderWithApp(<LoginPage />, { path: '/login', api: { login } });
    fill();
    const button = screen.getByRole('button', { name: /Sign in/ });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(login).toHaveBeenCalledTimes(1);
    expect(login).toHaveBeenCalledWith({ email: 'amani@example.com', password: 'secret' });
    expect(button).toHaveAttribute('aria-busy', 'true');

    reject(new ApiError(401, 'Invalid email or password', { body: { error: 'Invalid email or password' } }));
    await flush();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(button).toHaveAttribute('aria-busy', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('shows the generic message when the error has no string error field', async () => {
    renderWithApp(<LoginPage />, { path: '/login', api: { login: () => Promise.reject(new Error('x')) } });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(screen.getByText('An error occurred, please try again later')).toBeInTheDocument();
  });

  it('stores the user and opens the remembered page after login', async () => {
    const app = renderWithApp(<LoginPage />, {
      path: '/login',
      session: { open_on_login: '/sites' },
      api: { login: async () => ({ user: TEST_USER }) },
    });
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await flush();
    expect(app.session.getSnapshot().user).toEqual(TEST_USER);
    expect(app.location()).toBe('/sites');
  });

  it('does not submit with an empty password', () => {
    const login = vi.fn();
    renderWithApp(<LoginPage />, { path: '/login', api: { login } });
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'amani@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    expect(login).not.toHaveBeenCalled();
  });
});

describe('SignupPage', () => {
  it('sends the user, confirms by toast and opens the login page', async () => {
    const signup = vi.fn(async () => ({}));
    const app = renderWithApp(<SignupPage />, { path: '/signup', api: { signup } });
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
    await flush();
    expect(signup).toHaveBeenCalledWith({
      first_name: 'Amani',
      last_name: 'Otieno',
      email: 'amani@example.com',
      password: 'secret',
      accepted_terms_of_service: true,
    });
    expect(
      screen.getByText('We have sent an email to confirm your signup to your email'),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/login');
  });
});

describe('PasswordEditPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const page = (
    <Routes>
      <Route path="/password/edit" element={<PasswordEditPage />} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>
  );

  it('changes the password and opens the login page 2 s later', async () => {
    const changePassword = vi.fn(async () => ({}));
    const app = renderWithApp(page, {
      path: '/password/edit?reset_password_token=tok',
      api: { changePassword },
    });
    await flush();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new secret' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await flush();
    expect(changePassword).toHaveBeenCalledWith({
      reset_password_token: 'tok',
      password: 'new secret',
      password_confirmation: 'new secret',
    });
    expect(screen.getByText('Password changed successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(app.location()).toBe('/password/edit?reset_password_token=tok');
    act(() => vi.advanceTimersByTime(1));
    expect(app.location()).toBe('/login');
  });

  it('shows the 404 page when the reset token is missing or invalid', async () => {
    renderWithApp(page, {
      path: '/password/edit?reset_password_token=bad',
      api: { validateResetPasswordToken: () => Promise.reject(new Error('invalid')) },
    });
    await flush();
    expect(screen.getByText('Page not found!')).toBeInTheDocument();
  });
});
