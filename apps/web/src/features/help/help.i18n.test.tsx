import { screen } from '@testing-library/react';
import { SUPPORT_EMAIL } from '../../content/contact';
import { loadCatalogues } from '../../i18n/catalogues';
import { accent, PSEUDO_CLOSE } from '../../i18n/pseudo';
import { renderWithApp } from '../../testing/renderApp';
import { untranslatedTexts } from '../../testing/untranslated';
import { HelpPage } from './HelpPage';

/**
 * A rich message is bracketed as a whole and its tags cut it into texts of their own: all but the first are
 * accented without an opening bracket, the last one carries the closing bracket.
 */
const richPieces = (...messages: string[]) =>
  messages.flatMap((message) => {
    const pieces = message.split(/<\/?\w+>/).slice(1);
    return pieces.map((piece, index) =>
      `${accent(piece)}${index === pieces.length - 1 ? PSEUDO_CLOSE : ''}`.trim(),
    );
  });

describe('the help page', () => {
  it('comes from the catalogues', () => {
    renderWithApp(<HelpPage />, { path: '/help', locale: 'pseudo' });
    const pieces = richPieces(
      'Most answers are in our <link>Frequently Asked Questions</link>.',
      'Write to <mail>{email}</mail> and we will get back to you shortly.',
      'Read our <terms>terms of service</terms>, <privacy>privacy policy</privacy> and <cookies>cookie policy</cookies>.',
    ).map((piece) => piece.replace(accent('{email}'), SUPPORT_EMAIL));
    expect(untranslatedTexts(document.body, ['Lense', ...pieces])).toEqual([]);
  });

  it('reads in Kiswahili, its links where they were', async () => {
    await loadCatalogues('sw');
    renderWithApp(<HelpPage />, { path: '/help', locale: 'sw' });
    expect(screen.getByRole('heading', { level: 1, name: 'Msaada' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Wasiliana na msaada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maswali yanayoulizwa mara kwa mara' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByText(/nasi tutakujibu hivi karibuni/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sera yetu ya faragha' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'masharti yetu ya huduma' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
  });
});
