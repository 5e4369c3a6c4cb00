import { HttpResponse, http, lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '../../config/paths';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { accent, PSEUDO_CLOSE, PSEUDO_OPEN } from '../../i18n/pseudo';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import type { MockHandler } from '../../testing/requests';
import { untranslatedTexts } from '../../testing/untranslated';
import { ConfirmationPage } from './ConfirmationPage';
import { ExitSurveyPage } from './ExitSurveyPage';

/** `english` as the pseudo-language shows it. */
const pseudo = (english: string) => `${PSEUDO_OPEN}${accent(english)}${PSEUDO_CLOSE}`;
const untranslated = () => untranslatedTexts(document.body);
const never = () => new Promise<never>(() => undefined);

const confirmationAt = (search: string, handlers: MockHandler[] = [], locale: DisplayLocale = 'pseudo') =>
  renderWithApp(<ConfirmationPage />, { path: `/confirmation${search}`, handlers, locale });

const exitSurvey = (
  <Routes>
    <Route path={paths.exitSurvey.path} element={<ExitSurveyPage />} />
  </Routes>
);
const exitSurveyAt = (
  options: { handlers?: MockHandler[]; signedIn?: boolean; locale?: DisplayLocale } = {},
) =>
  renderWithApp(exitSurvey, {
    path: '/exit-survey/tok-1',
    handlers: options.handlers ?? [],
    session: options.signedIn === false ? {} : SIGNED_IN,
    locale: options.locale ?? 'pseudo',
  });

describe('the e-mail confirmation comes from the catalogues', () => {
  it('while the address is confirmed', () => {
    confirmationAt('?confirmation_token=abc', [http.get('*/api/users/confirmation', never)]);
    expect(screen.getAllByText(pseudo('Confirminging your email...')).length).toBeGreaterThan(0);
    expect(untranslated()).toEqual([]);
  });

  it('confirmed, with its toast', async () => {
    confirmationAt('?confirmation_token=abc');
    await screen.findByRole('heading', { name: pseudo('Email confirmed') });
    await screen.findByRole('status');
    expect(untranslated()).toEqual([]);
  });

  it('failed, with its toast, then a new link sent', async () => {
    confirmationAt('?confirmation_token=used', [
      lenseMocks.confirmEmail({
        variant: 'error',
        error: { status: 404, error: 'invalid confirmation token' },
      }),
    ]);
    await screen.findByRole('alert');
    expect(untranslated()).toEqual([]);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'amani@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: pseudo('Send a new confirmation link') }));
    expect(await screen.findByText(pseudo('We have sent an email to confirm your signup to your email')));
    expect(untranslated()).toEqual([]);
  });

  it('a new link refused, in the errors catalogue’s words', async () => {
    confirmationAt('', [
      http.post('*/api/users/confirmation', () =>
        HttpResponse.json({ error: 'Please use a valid email' }, { status: 422 }),
      ),
    ]);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'amani@example.com' } });
    fireEvent.submit(screen.getByRole('form', { name: pseudo('Send a new confirmation link') }));
    expect(await screen.findByText(pseudo('Please use a valid email'))).toBeInTheDocument();
    expect(untranslated()).toEqual([]);
  });
});

describe('the exit survey comes from the catalogues', () => {
  it('while the link is checked', () => {
    exitSurveyAt({ handlers: [http.get('*/api/users/valid_deletion_token', never)] });
    expect(untranslated()).toEqual([]);
  });

  it('signed out: sign in first', async () => {
    exitSurveyAt({ signedIn: false });
    await screen.findByRole('link', { name: pseudo('Sign in') });
    expect(untranslated()).toEqual([]);
  });

  it('the survey, its reasons listed', async () => {
    exitSurveyAt();
    await screen.findByRole('form', { name: pseudo('Exit survey') });
    expect(screen.getByRole('option', { name: pseudo('poor service') })).toHaveValue('poor service');
    expect(untranslated()).toEqual([]);
  });

  it('the deletion refused, in the words of the errors catalogue', async () => {
    const message = 'This deletion link belongs to another account';
    exitSurveyAt({
      handlers: [lenseMocks.deleteAccount({ variant: 'error', error: { status: 403, error: message } })],
    });
    fireEvent.change(await screen.findByRole('combobox'), { target: { value: 'other' } });
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Bye' } });
    fireEvent.submit(screen.getByRole('form', { name: pseudo('Exit survey') }));
    // The API's refusal is one the errors catalogue knows; only the feedback typed is not a catalogue's.
    expect(await screen.findByText(pseudo(message))).toBeInTheDocument();
    expect(untranslatedTexts(document.body, ['Bye'])).toEqual([]);
  });
});

describe('the account pages in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('the confirmation failed', () => {
    confirmationAt('', [], 'sw');
    expect(
      screen.getByRole('heading', { name: 'Hatukuweza kuthibitisha barua pepe yako' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tuma kiungo kipya' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Rudi ukurasa wa kuingia' })).toHaveAttribute('href', '/login');
  });

  it('the exit survey', async () => {
    exitSurveyAt({ locale: 'sw' });
    expect(
      await screen.findByRole('heading', { name: 'Tunasikitika kukuona ukiondoka' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'huduma duni' })).toHaveValue('poor service');
    expect(screen.getByRole('button', { name: 'Futa akaunti yangu' })).toBeDisabled();
  });
});
