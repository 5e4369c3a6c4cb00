import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Cart } from '../Cart';
import { EmptyState } from '../EmptyState';
import { ErrorView } from '../ErrorView';
import { PhotoCard } from '../PhotoCard';
import { SpaceCard } from '../SpaceCard';
import { LocaleProvider, swahiliStrings } from './index';

/** As an app sets its language at the root. */
const inKiswahili = (children: ReactNode) =>
  render(
    <LocaleProvider locale="sw-KE" strings={swahiliStrings}>
      {children}
    </LocaleProvider>,
  );

describe('components under the Kiswahili provider', () => {
  it('announces a busy button in Kiswahili', () => {
    inKiswahili(<Button loading>Hifadhi</Button>);
    const button = screen.getByRole('button', { name: /Hifadhi/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(within(button).getByRole('status', { name: 'Inapakia' })).toBeInTheDocument();
  });

  it('writes the default headings of EmptyState and ErrorView in Kiswahili', () => {
    inKiswahili(
      <>
        <EmptyState />
        <ErrorView supportEmail="msaada@lense.test" onReload={() => undefined} />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Bado hakuna kitu hapa' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Samahani! Hitilafu imetokea.' })).toBeInTheDocument();
    expect(screen.getByText(/Unahitaji msaada\? Tuandikie kwa/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'msaada@lense.test' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakia upya' })).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong|Nothing to see/)).not.toBeInTheDocument();
  });

  it('prices photos in whole shillings, and writes Free as Bure', () => {
    inKiswahili(
      <>
        <PhotoCard src="/a.jpg" alt="Keki ya harusi" price="1500.00" />
        <PhotoCard src="/b.jpg" alt="Wageni wakicheza" />
      </>,
    );
    expect(screen.getByText('Ksh 1,500')).toBeInTheDocument();
    expect(screen.getByText('Bure')).toBeInTheDocument();
    expect(screen.queryByText(/\.00/)).not.toBeInTheDocument();
  });

  it('shows a space card with its badge, labels and date in Kiswahili', () => {
    inKiswahili(
      <SpaceCard
        spaceId="s1"
        title="harusi ya wanjiru"
        startDate="2025-06-14"
        location="Naivasha"
        state="upcoming"
        owner
      />,
    );
    const card = screen.getByRole('article');
    for (const text of ['Albamu yako', 'Tarehe', 'Mahali', 'Tazama', 'Msimbo wa QR', 'Hariri', 'Futa']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByText('ijayo')).toBeInTheDocument();
    expect(within(card).getByText('14 Jun 2025')).toBeInTheDocument();
  });

  it('counts the photos of a cart and totals them in whole shillings', () => {
    inKiswahili(
      <Cart
        photos={[
          { id: 'p1', src: '/a.jpg', alt: 'Keki', price: '500.00' },
          { id: 'p2', src: '/b.jpg', alt: 'Ngoma', price: '1000.00' },
        ]}
        onRemove={() => undefined}
        onCheckout={() => undefined}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Kikapu chako' })).toBeInTheDocument();
    expect(screen.getByText('picha 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ondoa Keki' })).toBeInTheDocument();
    expect(screen.getByText('Ksh 1,500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Endelea kulipa' })).toBeInTheDocument();
  });
});
