import { HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from '../../i18n/pseudo';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { untranslatedTexts } from '../../testing/untranslated';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { PasswordEditPage } from './PasswordEditPage';
import { SignupPage } from './SignupPage';

/**
 * A rich message is bracketed as a whole, its tags cut it into texts of their own: all but the first are
 * accented without a bracket of their own. These are the pieces of the screens' rich messages.
 */
const richPieces = (...messages: string[]) => [
  PSEUDO_CLOSE,
  ...messages.flatMap((message) =>
    message
      .split(/<\/?\w+>/)
      .slice(1)
      .map((piece) => accent(piece).trim())
      .filter(Boolean),
  ),
];
const RICH_PIECES = richPieces(
  'No account yet? <link>Sign up</link>',
  'Already have an account? <link>Sign in</link>',
  'I agree to the <terms>terms of service</terms> and <privacy>privacy policy</privacy>',
);

const renderAt = (
  ui: React.ReactNode,
  path: string,
  handlers: MockHandler[] = [],
  locale: DisplayLocale = 'pseudo',
) => renderWithApp(ui, { path, handlers, locale });

/** `english` as the pseudo-language shows it. */
const pseudo = (english: string) => `${PSEUDO_OPEN}${accent(english)}${PSEUDO_CLOSE}`;
const untranslated = () => untranslatedTexts(document.body, RICH_PIECES);

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const textboxes = () => screen.getAllByRole('textbox');
const passwords = () => [...document.querySelectorAll<HTMLInputElement>('input[type="password"]')];

describe('the sign-in screens come from the catalogues', () => {
  it('sign-in, empty', () => {
    renderAt(<LoginPage />, '/login');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('sign-in, refused with a message the catalogue knows', async () => {
    const refused = lenseMocks.login({
      variant: 'error',
      error: { status: 401, error: 'Invalid Email or password.' },
    });
    renderAt(<LoginPage />, '/login', [refused]);
    type(textboxes()[0]!, 'amani@example.com');
    type(passwords()[0]!, 'secret');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('sign-in, failed without a message, then the third-party provider failing', async () => {
    renderAt(<LoginPage />, '/login', [
      http.post('*/api/login', () => new HttpResponse('down', { status: 502 })),
    ]);
    type(textboxes()[0]!, 'amani@example.com');
    type(passwords()[0]!, 'secret');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: pseudo('Continue with Google') }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(untranslated()).toEqual([]);
  });

  it('sign-up, empty and then sent', async () => {
    renderAt(<SignupPage />, '/signup');
    expect(untranslated()).toEqual([]);
    submitSignup();
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('sign-up, failed', async () => {
    renderAt(<SignupPage />, '/signup', [lenseMocks.signup({ variant: 'error' })]);
    submitSignup();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('forgot password, empty and then sent', async () => {
    renderAt(<ForgotPasswordPage />, '/forgot-password');
    expect(untranslated()).toEqual([]);
    type(textboxes()[0]!, 'amani@example.com');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  const passwordEdit = (
    <Routes>
      <Route path="/password/edit" element={<PasswordEditPage />} />
    </Routes>
  );

  it('new password: checking the link', () => {
    renderAt(passwordEdit, '/password/edit?reset_password_token=tok', [
      http.get('*/api/users/valid_reset_password_token', () => new Promise<never>(() => undefined)),
    ]);
    expect(untranslated()).toEqual([]);
  });

  it('new password: not matching, then changed', async () => {
    renderAt(passwordEdit, '/password/edit?reset_password_token=tok');
    await screen.findByRole('form');
    const [password, confirmation] = passwords();
    type(password!, 'new secret');
    type(confirmation!, 'new secrets');
    expect(screen.getByText(pseudo('Passwords do not match'))).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
    type(confirmation!, 'new secret');
    fireEvent.submit(screen.getByRole('form'));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });

  it('new password: an invalid link', async () => {
    renderAt(passwordEdit, '/password/edit');
    await screen.findByRole('main');
    expect(untranslated()).toEqual([]);
  });
});

describe('the sign-in screens in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('sign-in', () => {
    renderAt(<LoginPage />, '/login', [], 'sw');
    expect(screen.getByRole('heading', { level: 1, name: 'Ingia' })).toBeInTheDocument();
    expect(screen.getByLabelText('Barua pepe')).toBeInTheDocument();
    expect(screen.getByLabelText('Nenosiri')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endelea na Google' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jisajili' })).toHaveAttribute('href', '/signup');
  });

  it('sign-in refused, in the reader’s words', async () => {
    renderAt(
      <LoginPage />,
      '/login',
      [lenseMocks.login({ variant: 'error', error: { status: 401, error: 'Invalid Email or password.' } })],
      'sw',
    );
    type(screen.getByLabelText('Barua pepe'), 'amani@example.com');
    type(screen.getByLabelText('Nenosiri'), 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Ingia' }));
    expect(await screen.findByText('Barua pepe au nenosiri si sahihi.')).toBeInTheDocument();
  });

  it('sign-up', () => {
    renderAt(<SignupPage />, '/signup', [], 'sw');
    expect(screen.getByRole('heading', { level: 1, name: 'Fungua akaunti yako' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'masharti ya huduma' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: 'sera ya faragha' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('button', { name: 'Jisajili' })).toBeDisabled();
  });
});

/** Fills the sign-up form, ticks the terms and sends it. */
function submitSignup() {
  const [first, last, email] = textboxes();
  type(first!, 'Amani');
  type(last!, 'Otieno');
  type(email!, 'amani@example.com');
  type(passwords()[0]!, 'secret');
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.submit(screen.getByRole('form'));
}
