import {
  Button,
  Footer,
  LocaleProvider,
  NavBar,
  PhotoCard,
  SpaceCard,
  ThemeProvider,
  Toaster,
  toast,
} from '@lense/ui';
import { Masonry } from '@lense/ui/masonry';
import { useEffect, useState } from 'react';
import { type Photo, photos } from './photos';

const navItems = [
  { id: 'discover', name: 'Discover', link: '/discover', public: true },
  { id: 'spaces', name: 'Spaces', link: '/spaces', public: false },
];

// Prices in Ugandan shillings, numbers and dates written the Ugandan English way.
const currency = { code: 'UGX', label: 'USh' };

/** One space's photo page: the same tree renders on the server and hydrates in the browser. */
export function App() {
  const [freeOnly, setFreeOnly] = useState(false);
  const shown = freeOnly ? photos.filter((photo) => photo.price === 0) : photos;

  // Marks the page as interactive once React has taken it over (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  const toggle = () => {
    setFreeOnly(!freeOnly);
    toast.info(freeOnly ? 'Showing every photo' : 'Showing the free photos');
  };

  return (
    <ThemeProvider>
      <LocaleProvider locale="en-UG" currency={currency}>
        <NavBar items={navItems} signedIn={false} currentPath="/discover" />
        <main style={{ maxWidth: 1200, margin: '0 auto', padding: '24px 16px', display: 'grid', gap: 24 }}>
          <div style={{ maxWidth: 360 }}>
            {/* A range across two months: Node and the browser write its dash the same way. */}
            <SpaceCard
              spaceId="amani-and-baraka"
              title="Amani and Baraka's wedding"
              startDate="2026-11-28"
              endDate="2026-12-02"
              location="Diani Beach"
            />
          </div>
          <div>
            <Button variant="secondary" aria-pressed={freeOnly} onClick={toggle}>
              {freeOnly ? 'Show all photos' : 'Show free photos only'}
            </Button>
          </div>
          <Masonry<Photo>
            aria-label="Photos"
            items={shown}
            columnWidth={256}
            initialWidth={1168}
            getItemHeight={(photo, _index, width) => (width * photo.height) / photo.width}
            getItemKey={(photo) => photo.id}
            renderItem={(photo) => (
              <PhotoCard
                src={photo.src}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                price={photo.price}
              />
            )}
          />
        </main>
        <Footer
          year={2026}
          supportEmail="support@example.com"
          onSubscribe={() => {
            toast.success('Thanks! The next newsletter is on its way.');
          }}
        />
        <Toaster />
      </LocaleProvider>
    </ThemeProvider>
  );
}
