// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { Accordion } from '../Accordion';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LocaleProvider } from '../locale';
import { Masonry } from '../Masonry';
import { NavBar } from '../NavBar';
import { PhotoCard } from '../PhotoCard';
import { QRCode } from '../QRCode';
import { SearchBar } from '../SearchBar';
import { SpaceCard } from '../SpaceCard';
import { TextField } from '../TextField';
import { Toaster } from '../Toast';
import { UploadDropzone } from '../UploadDropzone';

// Counts the layout effects our components ask for: React 19 silently skips them on the server, React 18
// (a supported peer) warns about each, so none may be called there at all.
const layoutEffects = vi.hoisted(() => ({ calls: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  const useLayoutEffect: typeof react.useLayoutEffect = (effect, deps) => {
    layoutEffects.calls += 1;
    return react.useLayoutEffect(effect, deps);
  };
  return { ...react, default: { ...react, useLayoutEffect }, useLayoutEffect };
});

const photos = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, height: 200 + (i % 3) * 40 }));

describe('server rendering', () => {
  beforeEach(() => {
    layoutEffects.calls = 0;
  });

  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the masonry grid without a layout effect or a warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <Masonry
        aria-label="Photos"
        items={photos}
        columnWidth={384}
        getItemHeight={(item) => item.height}
        renderItem={(item) => <span>{item.id}</span>}
        getItemKey={(item) => item.id}
      />,
    );
    expect(html).toContain('data-ui="Masonry"');
    expect(html).toContain('p0');
    expect(layoutEffects.calls).toBe(0);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders a page of components without a layout effect or a warning', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const html = renderToString(
      <LocaleProvider strings={{ searchBar: { label: 'Rechercher' } }}>
        <NavBar
          items={[{ id: 'd', name: 'Discover', link: '/discover', public: true }]}
          signedIn={false}
          currentPath="/"
        />
        <SearchBar />
        <TextField label="Email" startAdornment="@" />
        <Button asChild>
          <a href="/plans">See plans</a>
        </Button>
        <SpaceCard spaceId="s1" title="Wedding" startDate="2026-07-10" />
        <PhotoCard src="/p.jpg" alt="A photo" price={1500} />
        <Accordion items={[{ id: 1, header: 'Question', text: 'Answer' }]} />
        <QRCode value="https://lense.co.ke" />
        <UploadDropzone onFilesSelected={() => undefined} />
        <EmptyState />
        <Toaster />
      </LocaleProvider>,
    );
    expect(html).toContain('Rechercher');
    expect(html).toContain('See plans');
    expect(layoutEffects.calls).toBe(0);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
