import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { type RecordedRequest, recordRequests } from '../../testing/requests';
import { ConfirmationPage } from './ConfirmationPage';
import { ExitSurveyPage } from './ExitSurveyPage';

/** The calls recorded, as 'METHOD /path?query'. */
const callsOf = (requests: RecordedRequest[]) =>
  requests.map((request) => `${request.method} ${request.path}${request.search}`);

describe('ConfirmationPage', () => {
  it('sends the token of the address once and shows the success state', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<ConfirmationPage />, {
      path: '/confirmation?confirmation_token=abc',
      handlers: [handler],
    });
    expect(screen.getByText('Confirminging your email...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(callsOf(requests)).toEqual(['GET /users/confirmation?confirmation_token=abc']);
  });

  it('shows the error state for an unknown token', async () => {
    renderWithApp(<ConfirmationPage />, {
      path: '/confirmation?confirmation_token=used',
      handlers: [
        lenseMocks.confirmEmail({
          variant: 'error',
          error: { status: 404, error: 'invalid confirmation token' },
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your email' }),
    ).toBeInTheDocument();
    // The toasts' renderer may still be loading when the heading shows.
    expect(await screen.findByText('An error occurred, please try again later')).toBeInTheDocument();
  });

  it('shows the error state without calling the API when the address has no token', () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<ConfirmationPage />, { path: '/confirmation', handlers: [handler] });
    expect(screen.getByRole('heading', { name: 'We could not confirm your email' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});

const exitSurvey = (
  <Routes>
    <Route path={paths.exitSurvey.path} element={<ExitSurveyPage />} />
    <Route path={paths.closure.path} element={<h1>Account Deleted</h1>} />
  </Routes>
);

describe('ExitSurveyPage', () => {
  it('shows the 404 page for an invalid deletion token', async () => {
    renderWithApp(exitSurvey, {
      path: '/exit-survey/bad',
      session: SIGNED_IN,
      handlers: [
        lenseMocks.validateDeletionToken({
          variant: 'error',
          error: { status: 404, error: 'invalid token' },
        }),
      ],
    });
    expect(await screen.findByText('Error 404')).toBeInTheDocument();
  });

  it('submits the survey, deletes the account, clears the session and opens /closure', async () => {
    const { handler, requests } = recordRequests();
    const app = renderWithApp(exitSurvey, {
      path: '/exit-survey/tok-1',
      session: SIGNED_IN,
      handlers: [handler],
    });
    const submit = await screen.findByRole('button', { name: 'Delete my account' });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'poor service' } });
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/Feedback/), { target: { value: 'Slow uploads' } });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Account Deleted' })).toBeInTheDocument();
    expect(app.location()).toBe('/closure');
    expect(app.session.getSnapshot().token).toBeNull();
    expect(requests[1]?.body).toEqual({ reason: 'poor service', feedback: 'Slow uploads' });
    expect(callsOf(requests)).toEqual([
      'GET /users/valid_deletion_token?deletion_token=tok-1',
      'POST /exit_surveys',
      'DELETE /me?deletion_token=tok-1',
    ]);
    expect(screen.getByText('Thanks for providing us with valuable feedback!')).toBeInTheDocument();
  });

  it('keeps the survey and shows the server error when the deletion fails', async () => {
    renderWithApp(exitSurvey, {
      path: '/exit-survey/tok-1',
      session: SIGNED_IN,
      handlers: [
        lenseMocks.deleteAccount({
          variant: 'error',
          error: { status: 403, error: 'This deletion link belongs to another account' },
        }),
      ],
    });
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText(/Feedback/), { target: { value: 'Bye' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('This deletion link belongs to another account')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toBeInTheDocument();
  });

  it('asks a signed-out visitor to sign in and remembers the survey for after login', async () => {
    const app = renderWithApp(exitSurvey, { path: '/exit-survey/tok-1' });
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
    expect(app.session.getSnapshot().open_on_login).toBe('/exit-survey/tok-1');
  });
});
