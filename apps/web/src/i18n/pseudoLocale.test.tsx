import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Shell } from '../app/Shell';
import { SOCIAL_LINKS } from '../content/contact';
import { renderWithApp } from '../testing/renderApp';
import { untranslatedTexts } from '../testing/untranslated';
import { loadCatalogues } from './catalogues';

// Screens shown in the pseudo-language: any text left unmarked bypasses the catalogues.
describe('texts come from the catalogues', () => {
  it('the frame of every page: menu, skip link and footer', async () => {
    renderWithApp(
      <Routes>
        <Route element={<Shell />}>
          <Route path="*" element={null} />
        </Route>
      </Routes>,
      { path: '/discover', locale: 'pseudo' },
    );
    await screen.findByRole('contentinfo');
    // The logo, the languages' own names and the social networks' are names in every language.
    const names = ['L', 'Lense', 'English', 'Kiswahili', ...SOCIAL_LINKS.map((link) => link.name)];
    expect(untranslatedTexts(document.body, names)).toEqual([]);
  });
});

describe('the frame in Kiswahili', () => {
  it('speaks Kiswahili in the app’s texts and the design system’s', async () => {
    await loadCatalogues('sw');
    renderWithApp(
      <Routes>
        <Route element={<Shell />}>
          <Route path="*" element={null} />
        </Route>
      </Routes>,
      { path: '/discover', locale: 'sw' },
    );
    expect(await screen.findByRole('link', { name: 'Gundua' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ingia' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Lugha' })).toHaveValue('sw');
  });
});
