import { lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import type { DisplayLocale } from '../../i18n/messageTypes';
import { SIGNED_IN } from '../../testing/fakes';
import type { MockHandlers } from '../../testing/mockClient';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { SettingsPage } from './SettingsPage';

function renderSettings(handlers: MockHandlers = [], locale: DisplayLocale = 'pseudo') {
  return renderWithApp(<SettingsPage />, { path: '/settings', session: SIGNED_IN, handlers, locale });
}

/** The user's own name and e-mail (the API's), their avatar's initial and the languages' own names. */
const DATA = ['Ada Lovelace', 'ada@example.com', 'A', 'English', 'Kiswahili'];
/** The day the fixture's M-Pesa account was connected, written by `Intl` (data, not a message). */
const CONNECTED_DAY = '1 July 2026';

describe('the settings page comes from the catalogues', () => {
  it('with M-Pesa connected, and its disconnect confirmed', async () => {
    renderSettings();
    await screen.findByText('174379');
    expect(untranslatedTexts(document.body, [...DATA, CONNECTED_DAY])).toEqual([]);
    // Its disconnect's confirmation.
    fireEvent.click(screen.getByText(/Dîšçõññéçt M-Péšà/));
    await screen.findByRole('dialog');
    // '!' is the warning's icon, a glyph in every language.
    expect(untranslatedTexts(document.body, [...DATA, CONNECTED_DAY, '!'])).toEqual([]);
  });

  it('with the M-Pesa form for a till, and its shortcode refused', async () => {
    renderSettings([lenseMocks.mpesaAccount({ variant: 'empty' })]);
    const form = await screen.findByRole('form');
    const [type] = screen.getAllByRole('combobox');
    fireEvent.change(type!, { target: { value: 'till' } });
    fireEvent.submit(form);
    await waitFor(() => expect(document.querySelector('[aria-invalid="true"]')).not.toBeNull());
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });

  it('while the M-Pesa account loads, and when it does not load', async () => {
    const { unmount } = renderSettings([lenseMocks.mpesaAccount({ variant: 'slow' })]);
    await screen.findByRole('status');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
    unmount();
    renderSettings([lenseMocks.mpesaAccount({ variant: 'error' })]);
    await screen.findByRole('alert');
    expect(untranslatedTexts(document.body, DATA)).toEqual([]);
  });
});

describe('the settings page in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('names its sections and buttons in Kiswahili, the connection day too', async () => {
    renderSettings([], 'sw');
    expect(await screen.findByRole('heading', { name: 'Mipangilio', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lugha' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Giza' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Futa akaunti yangu' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Tenganisha M-Pesa' })).toBeInTheDocument();
    // The fixture's account was connected on 1 July 2026.
    expect(screen.getByText('1 Julai 2026')).toBeInTheDocument();
  });

  it('shows the M-Pesa form in Kiswahili', async () => {
    renderSettings([lenseMocks.mpesaAccount({ variant: 'empty' })], 'sw');
    expect(await screen.findByRole('form', { name: 'Unganisha M-Pesa' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nambari ya paybill')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unganisha M-Pesa' })).toBeDisabled();
  });
});
