import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import { showLocale } from '../../i18n/chosenLocale';
import { SIGNED_IN } from '../../testing/fakes';
import { renderWithApp } from '../../testing/renderApp';
import { recordRequests } from '../../testing/requests';
import { SettingsPage } from './SettingsPage';

// The real loader, which a test can make fail once (the reader offline when Kiswahili is first needed).
vi.mock('../../i18n/catalogues', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../i18n/catalogues')>();
  return { ...actual, loadCatalogues: vi.fn(actual.loadCatalogues) };
});

// In the reader's language (no language pinned): the one the app shows.
const renderSettings = () => renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN });

beforeEach(async () => {
  localStorage.clear();
  await act(() => showLocale('en'));
});
afterEach(async () => {
  localStorage.clear();
  await act(() => showLocale('en'));
});

describe("Settings' language", () => {
  it('offers each language named in itself, the one shown chosen', async () => {
    renderSettings();
    const english = await screen.findByRole('radio', { name: 'English' });
    expect(english).toBeChecked();
    expect(english).toHaveTextContent('English');
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).not.toBeChecked();
    expect(screen.getByText('Kiswahili')).toHaveAttribute('lang', 'sw');
  });

  it('switches the page to Kiswahili and remembers the choice on this browser and the account', async () => {
    const { handler, requests } = recordRequests();
    renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN, handlers: [handler] });
    fireEvent.click(await screen.findByRole('radio', { name: 'Kiswahili' }));
    expect(await screen.findByRole('heading', { name: 'Mipangilio', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lugha' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Kiswahili' })).toBeChecked();
    expect(localStorage.getItem('lense.locale')).toBe('sw');
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'PATCH' && request.path === '/me')).toEqual([
        expect.objectContaining({ body: { user: { locale: 'sw' } } }),
      ]),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('lense.locale')).toBe('en');
  });

  it('keeps the language it shows, and says so, when the other cannot be loaded', async () => {
    vi.mocked(loadCatalogues).mockRejectedValueOnce(new Error('offline'));
    renderSettings();
    fireEvent.click(await screen.findByRole('radio', { name: 'Kiswahili' }));
    expect(
      await screen.findByText('The language could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem('lense.locale')).toBeNull();
  });
});
