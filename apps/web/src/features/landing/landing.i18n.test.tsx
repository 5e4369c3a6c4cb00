import { buildFaqEntry, http } from '@lense/api-client/mocks';
import { screen } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { LandingPage } from './LandingPage';

// The FAQ's questions and answers come from the API, in its words.
const FAQ = buildFaqEntry({ header: 'What is Lense?', text: 'Lense gathers the photos of your event.' });
const faqHandler = http.get('*/api/faqs', () => Response.json({ faqs: [FAQ] }));

describe('the landing page comes from the catalogues', () => {
  it('its hero, gallery, problems and solutions, features and the FAQ heading', async () => {
    renderWithApp(<LandingPage />, { path: '/home', locale: 'pseudo', handlers: [faqHandler] });
    await screen.findByRole('button', { name: FAQ.header });
    expect(untranslatedTexts(document.body, [FAQ.header, FAQ.text])).toEqual([]);
  });
});

describe('the landing page in Kiswahili', () => {
  beforeAll(() => loadCatalogues('sw'));

  it('speaks Kiswahili, its photos described too', async () => {
    renderWithApp(<LandingPage />, { path: '/home', locale: 'sw', handlers: [faqHandler] });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Tukio lako, kupitia lenzi ya kila mtu' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anza sasa' })).toBeInTheDocument();
    expect(screen.getAllByText('Tatizo')).toHaveLength(6);
    expect(screen.getByRole('list', { name: 'Picha za matukio' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Glasi mbili za shampeni/ })).toBeInTheDocument();
  });
});
