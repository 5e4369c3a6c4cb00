import { screen } from '@testing-library/react';
import { loadCatalogues } from '../../i18n/catalogues';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { NotFoundPage } from './NotFoundPage';

describe('the 404 page', () => {
  it('comes from the catalogues', () => {
    renderWithApp(<NotFoundPage />, { path: '/nowhere', locale: 'pseudo' });
    expect(untranslatedTexts(document.body)).toEqual([]);
  });

  it('reads in Kiswahili', async () => {
    await loadCatalogues('sw');
    renderWithApp(<NotFoundPage />, { path: '/nowhere', locale: 'sw' });
    expect(screen.getByRole('link', { name: 'Nenda ukurasa wa mwanzo' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Gundua matukio' })).toHaveAttribute('href', '/discover');
  });
});
