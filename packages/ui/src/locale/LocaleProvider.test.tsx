import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from '../EmptyState';
import { Footer } from '../Footer';
import { NotFound } from '../NotFound';
import { PasswordField } from '../PasswordField';
import { PhotoCard } from '../PhotoCard';
import { PriceInput } from '../PriceInput';
import { SearchBar } from '../SearchBar';
import { SpaceCard } from '../SpaceCard';
import { englishStrings } from './englishStrings';
import type { LenseStringsOverrides } from './LenseStrings';
import { LocaleProvider, useLenseStrings } from './LocaleProvider';
import { mergeStrings } from './mergeStrings';

const french: LenseStringsOverrides = {
  currency: { code: 'EUR', label: '€' },
  formats: { dates: 'fr-FR', numbers: 'fr-FR' },
  price: { free: 'Gratuit' },
  passwordField: { show: 'Afficher le mot de passe', hide: 'Masquer le mot de passe' },
  searchBar: { label: 'Rechercher', clear: 'Effacer la recherche' },
  notFound: { code: 'Erreur 404', title: 'Page introuvable !' },
  spaceCard: {
    states: { upcoming: 'à venir' },
    owner: 'Votre espace',
    dates: 'Dates',
    location: 'Lieu',
    view: 'Voir',
    qrCode: 'Code QR',
    edit: 'Modifier',
    manage: 'Gérer',
    delete: 'Supprimer',
  },
};

const space = (
  <SpaceCard spaceId="s1" title="mariage" startDate="2026-07-10" location="Nairobi" state="upcoming" owner />
);

/** Shows a few strings in effect. */
function Probe() {
  const strings = useLenseStrings();
  return (
    <p>
      {strings.emptyState.title} / {strings.notFound.title} / {strings.notFound.code}
    </p>
  );
}

describe('LocaleProvider', () => {
  it('writes the built-in English strings without a provider', () => {
    render(space);
    const card = screen.getByRole('article');
    for (const text of ['Your space', 'Dates', 'Location', 'View', 'QR code', 'Edit', 'Manage', 'Delete']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('upcoming')).toBeInTheDocument();
  });

  it('brings a French override to the components below it', async () => {
    render(
      <LocaleProvider strings={french}>
        {space}
        <PasswordField label="Mot de passe" />
        <SearchBar />
        <NotFound />
        <PhotoCard src="data:image/png;base64,AAAA" alt="Photo gratuite" />
        <PhotoCard src="data:image/png;base64,AAAA" alt="Photo payante" price={1500} />
        <PriceInput label="Prix" />
      </LocaleProvider>,
    );
    const card = screen.getByRole('article');
    for (const text of ['Votre espace', 'Lieu', 'Voir', 'Code QR', 'Modifier', 'Gérer', 'Supprimer']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('à venir')).toBeInTheDocument();
    // Dates in the provider's locale.
    expect(within(card).getByText('10 juil. 2026')).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Afficher le mot de passe' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Masquer le mot de passe');

    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBeInTheDocument();
    expect(screen.getByText('Page introuvable !')).toBeInTheDocument();
    expect(screen.getByText('Gratuit')).toBeInTheDocument();
    // The currency label and French digit grouping (a narrow no-break space).
    expect(screen.getByText(/^€ 1\s500$/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prix €' })).toBeInTheDocument();
  });

  it('keeps a prop over the provider, and merges nested providers', () => {
    render(
      <LocaleProvider strings={{ emptyState: { title: 'Rien ici' }, notFound: { title: 'Introuvable' } }}>
        <LocaleProvider strings={{ notFound: { code: 'Erreur 404' } }}>
          <Probe />
          <EmptyState title="Aucun espace" />
        </LocaleProvider>
      </LocaleProvider>,
    );
    expect(screen.getByText('Rien ici / Introuvable / Erreur 404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aucun espace' })).toBeInTheDocument();
  });
});

describe('mergeStrings', () => {
  it('replaces only the given texts, at any depth, and ignores undefined', () => {
    const merged = mergeStrings(englishStrings, {
      spaceCard: { states: { past: 'passé' }, view: undefined },
    });
    expect(merged.spaceCard.states).toEqual({ upcoming: 'upcoming', ongoing: 'ongoing', past: 'passé' });
    expect(merged.spaceCard.view).toBe('View');
    expect(merged.searchBar).toBe(englishStrings.searchBar);
    // The English strings themselves are left alone.
    expect(englishStrings.spaceCard.states.past).toBe('past');
  });

  it('takes functions as they are', () => {
    const merged = mergeStrings(englishStrings, { qrCode: { label: (value) => `Code QR de ${value}` } });
    expect(merged.qrCode.label('https://x')).toBe('Code QR de https://x');
    expect(englishStrings.qrCode.label('https://x')).toBe('QR code for https://x');
  });
});

describe('LocaleProvider beyond the cards', () => {
  it('brings the footer and its newsletter form into another language, props still winning', async () => {
    render(
      <LocaleProvider
        strings={{
          footer: {
            newsletterHeading: 'Wasiliana nasi',
            quickLinksHeading: 'Viungo',
            contactHeading: 'Mawasiliano',
            quickLinks: { faq: 'Maswali' },
            copyright: (year) => `© ${year} Lense. Haki zote zimehifadhiwa.`,
          },
          newsletterForm: {
            label: 'Jarida la kila mwezi',
            email: 'Barua pepe',
            placeholder: 'Andika barua pepe yako',
            subscribe: 'Jisajili',
            invalidEmail: 'Tumia barua pepe sahihi',
          },
        }}
      >
        <Footer
          onSubscribe={() => undefined}
          supportEmail="help@lense.test"
          year={2026}
          contactHeading="Simu"
        />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Wasiliana nasi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Viungo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Simu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maswali' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByText('© 2026 Lense. Haki zote zimehifadhiwa.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Jarida la kila mwezi' });
    const field = within(form).getByLabelText('Barua pepe');
    expect(field).toHaveAttribute('placeholder', 'Andika barua pepe yako');
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Jisajili' }));
    expect(within(form).getByText('Tumia barua pepe sahihi')).toBeInTheDocument();
  });

  it('takes the locale, the currency and title casing as options', () => {
    render(
      <LocaleProvider locale="sw-KE" currency={{ code: 'UGX', label: 'USh' }} titleCase={false}>
        <SpaceCard spaceId="s1" title="harusi ya wanjiru" startDate="2026-07-10" state="upcoming" />
        <PhotoCard src="/a.jpg" alt="Keki" price="15000" />
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { name: 'harusi ya wanjiru' })).toBeInTheDocument();
    expect(screen.getByText(/USh/)).toHaveTextContent('USh 15,000');
  });

  it('title-cases space titles by default', () => {
    render(<SpaceCard spaceId="s1" title="harusi ya wanjiru" startDate="2026-07-10" state="upcoming" />);
    expect(screen.getByRole('heading', { name: 'Harusi Ya Wanjiru' })).toBeInTheDocument();
  });
});
