import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from '../theme';
import { PhotoViewer, type ViewerPhoto } from './PhotoViewer';

const image = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const FREE: ViewerPhoto = {
  id: 'free',
  src: image,
  alt: 'Guests dancing at sunset',
  price: null,
  downloadUrl: 'https://lense.example/images/free-preview.jpg',
  shareUrl: 'https://lense.example/spaces/7/view?photo=free',
};
const PRICED: ViewerPhoto = {
  id: 'priced',
  src: image,
  alt: 'The first dance',
  price: '1500',
  downloadUrl: 'https://lense.example/images/priced-preview.jpg',
  shareUrl: 'https://lense.example/spaces/7/view?photo=priced',
};

/** A tile that opens the viewer, as a grid's tile does, and the viewer with its index held by the page. */
function Grid({ photos }: { photos: ViewerPhoto[] }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <ThemeProvider>
      {photos.map((photo, at) => (
        <button key={photo.id} type="button" onClick={() => setIndex(at)}>
          Open {photo.alt}
        </button>
      ))}
      <PhotoViewer
        photos={photos}
        index={index}
        onIndexChange={setIndex}
        event={{ name: 'Wanjiku & Otieno’s wedding', href: '/spaces/7/view' }}
      />
    </ThemeProvider>
  );
}

/** Replaces a property of `navigator` for one test (jsdom has neither share nor a clipboard). */
function stubNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe('PhotoViewer', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('offers a free photo’s largest image to download, and a priced photo none', async () => {
    const user = userEvent.setup();
    render(<Grid photos={[FREE, PRICED]} />);
    await user.click(screen.getByRole('button', { name: 'Open Guests dancing at sunset' }));
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', FREE.downloadUrl);
    expect(download).toHaveAttribute('download');
    await user.keyboard('{ArrowRight}');
    await screen.findByRole('dialog', { name: 'The first dance' });
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('names the event as a link back to it', async () => {
    const user = userEvent.setup();
    render(<Grid photos={[FREE]} />);
    await user.click(screen.getByRole('button', { name: 'Open Guests dancing at sunset' }));
    const link = await screen.findByRole('link', { name: 'Wanjiku & Otieno’s wedding' });
    expect(link).toHaveAttribute('href', '/spaces/7/view');
  });

  it('shares the photo’s link through the Web Share API where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    stubNavigator('share', share);
    stubNavigator('clipboard', { writeText });
    render(<Grid photos={[FREE]} />);
    await user.click(screen.getByRole('button', { name: 'Open Guests dancing at sunset' }));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: FREE.alt, url: FREE.shareUrl });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link and says so where the browser cannot share', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    render(<Grid photos={[FREE]} />);
    await user.click(screen.getByRole('button', { name: 'Open Guests dancing at sunset' }));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(FREE.shareUrl);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
  });

  it('copies the link when the system refuses to share, and says when even that fails', async () => {
    const user = userEvent.setup();
    stubNavigator('share', () => Promise.reject(new DOMException('No activation', 'NotAllowedError')));
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    stubNavigator('clipboard', { writeText });
    render(<Grid photos={[FREE]} />);
    await user.click(screen.getByRole('button', { name: 'Open Guests dancing at sunset' }));
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FREE.shareUrl));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Couldn’t copy the link'));
  });

  it('says nothing when the share sheet is cancelled', async () => {
    const user = userEvent.setup();
    stubNavigator('share', () => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });
    render(<Grid photos={[FREE]} />);
    await user.click(screen.getByRole('button', { name: 'Open Guests dancing at sunset' }));
    await act(async () => user.click(await screen.findByRole('button', { name: 'Share' })));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('returns focus to the tile that opened it when it closes', async () => {
    const user = userEvent.setup();
    render(<Grid photos={[FREE, PRICED]} />);
    const tile = screen.getByRole('button', { name: 'Open The first dance' });
    await user.click(tile);
    await screen.findByRole('dialog', { name: 'The first dance' });
    expect(tile).not.toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tile).toHaveFocus());
  });

  it('returns focus to the tile when closed with its button', async () => {
    const user = userEvent.setup();
    render(<Grid photos={[FREE]} />);
    const tile = screen.getByRole('button', { name: 'Open Guests dancing at sunset' });
    await user.click(tile);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(tile).toHaveFocus());
  });
});
