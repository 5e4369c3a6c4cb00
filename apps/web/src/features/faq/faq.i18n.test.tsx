import { fixtures, lenseMocks } from '@lense/api-client/mocks';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { FaqAccordion } from '../../components/FaqAccordion';
import { SUPPORT_EMAIL } from '../../content/contact';
import { loadCatalogues } from '../../i18n/catalogues';
import { LocaleScope } from '../../i18n/LocaleScope';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { FaqPage } from './FaqPage';

/** The FAQ in English until its button switches it to Kiswahili, as the footer's switcher does. */
function Switching() {
  const [locale, setLocale] = useState<'en' | 'sw'>('en');
  return (
    <LocaleScope locale={locale}>
      <button type="button" onClick={() => setLocale('sw')}>
        Kiswahili
      </button>
      <FaqAccordion />
    </LocaleScope>
  );
}

describe('the FAQ page comes from the catalogues', () => {
  it('filled: the questions are the API’s data', async () => {
    renderWithApp(<FaqPage />, { path: '/faq', locale: 'pseudo' });
    await screen.findByRole('button', { name: fixtures.faqs[0]!.header });
    expect(
      untranslatedTexts(
        document.body,
        fixtures.faqs.map((entry) => entry.header),
      ),
    ).toEqual([]);
  });

  it('loading', () => {
    renderWithApp(<FaqPage />, {
      path: '/faq',
      locale: 'pseudo',
      handlers: [lenseMocks.faqs({ variant: 'slow' })],
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(untranslatedTexts(document.body)).toEqual([]);
  });

  it('when the FAQ cannot be loaded', async () => {
    renderWithApp(<FaqPage />, {
      path: '/faq',
      locale: 'pseudo',
      handlers: [lenseMocks.faqs({ variant: 'error' })],
    });
    await screen.findByRole('button');
    // '!' is the error view's icon, a glyph in every language.
    expect(untranslatedTexts(document.body, [SUPPORT_EMAIL, '!'])).toEqual([]);
  });
});

describe('the FAQ page in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('its heading', () => {
    renderWithApp(<FaqPage />, {
      path: '/faq',
      locale: 'sw',
      handlers: [lenseMocks.faqs({ variant: 'slow' })],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Maswali yanayoulizwa mara kwa mara' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Inapakia maswali' })).toBeInTheDocument();
  });

  it('asks the API for the Kiswahili entries and shows their answers', async () => {
    renderWithApp(<FaqPage />, { path: '/faq', locale: 'sw' });
    const question = await screen.findByRole('button', { name: 'Malipo hushughulikiwa vipi?' });
    fireEvent.click(question);
    expect(await screen.findByText(/Hatuhifadhi kamwe maelezo ya kadi yako/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'How are payments processed?' })).toBeNull();
  });

  it('fetches the entries again in the language the reader switches to', async () => {
    const app = renderWithApp(<Switching />, { path: '/faq' });
    const calls = vi.spyOn(app.client.faqs, 'list');
    expect(await screen.findByRole('button', { name: 'What is Lense?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Kiswahili' }));
    expect(await screen.findByRole('button', { name: 'Lense ni nini?' })).toBeInTheDocument();
    expect(calls).toHaveBeenCalledWith({ lang: 'sw' });
  });
});
