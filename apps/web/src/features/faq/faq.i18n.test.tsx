import { lenseMocks } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import { SUPPORT_EMAIL } from '../../content/contact';
import { loadCatalogues } from '../../i18n/catalogues';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { FaqPage } from './FaqPage';

describe('the FAQ page comes from the catalogues', () => {
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
});
