import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { CardLinkProps } from '../card';
import { ThemeProvider } from '../theme';
import { SpaceCard, type SpaceCardProps } from './SpaceCard';

function RouterLink({ href, children, ...rest }: CardLinkProps) {
  return (
    <a data-router="yes" href={`#${href}`} {...rest}>
      {children as ReactNode}
    </a>
  );
}

const renderCard = (props: Partial<SpaceCardProps> = {}) =>
  render(
    <ThemeProvider>
      <SpaceCard spaceId="s1" title="beach party" startDate="2026-12-12" endDate="2026-12-14" {...props} />
    </ThemeProvider>,
  );

describe('SpaceCard', () => {
  it('shows the display title and the state label', () => {
    renderCard({ state: 'ongoing', title: 'beach PARTY' });
    expect(screen.getByRole('heading', { name: 'Beach Party' })).toBeInTheDocument();
    expect(screen.getByText('ongoing')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Beach Party' })).toHaveAttribute('data-state', 'ongoing');
  });

  it('shows a cover with its widths, lazily; an empty cover for null; none when omitted', () => {
    const { container, unmount } = renderCard({
      coverUrl: '/t.webp',
      coverSrcSet: '/t.webp 400w, /m.webp 800w',
    });
    const cover = container.querySelector('img');
    expect(cover).toHaveAttribute('srcset', '/t.webp 400w, /m.webp 800w');
    expect(cover).toHaveAttribute('sizes');
    expect(cover).toHaveAttribute('loading', 'lazy');
    unmount();
    const empty = renderCard({ coverUrl: null });
    expect(empty.container.querySelector('img')).toBeNull();
    expect(empty.container.querySelector('[data-ui="SpaceCardEmptyCover"]')).toBeInTheDocument();
    empty.unmount();
    const none = renderCard();
    expect(none.container.querySelector('[data-ui="SpaceCardEmptyCover"]')).toBeNull();
  });

  it('links visitors to view and QR only', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/spaces/s1/view');
    expect(screen.getByRole('link', { name: 'QR code' })).toHaveAttribute('href', '/spaces/s1/qr');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('gives owners edit, manage options and delete', async () => {
    const onDelete = vi.fn();
    renderCard({
      owner: true,
      onDelete,
      manageOptions: [
        { option: 'watermark', label: 'Watermark' },
        { option: 'shares', label: 'Shares' },
      ],
    });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/spaces/s1/manage/edit');
    expect(screen.getByRole('link', { name: 'Watermark' })).toHaveAttribute(
      'href',
      '/spaces/s1/manage/watermark',
    );
    expect(screen.getByRole('link', { name: 'Shares' })).toHaveAttribute('href', '/spaces/s1/manage/shares');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('s1');
  });

  it('uses a custom href builder and link component', () => {
    renderCard({ hrefs: { view: (id) => `/v/${id}` }, linkComponent: RouterLink });
    const view = screen.getByRole('link', { name: 'View' });
    expect(view).toHaveAttribute('href', '#/v/s1');
    expect(view).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link', { name: 'QR code' })).toHaveAttribute('href', '#/spaces/s1/qr');
  });

  it('shows the cover only when given, with dates and location', () => {
    const { unmount } = renderCard({ location: 'Diani' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const article = screen.getByRole('article');
    expect(within(article).getByText('Diani')).toBeInTheDocument();
    expect(within(article).getByText(/Dec 2026/)).toBeInTheDocument();
    unmount();
    renderCard({ coverUrl: 'data:image/png;base64,AAAA', coverAlt: 'Beach at dusk' });
    expect(screen.getByRole('img', { name: 'Beach at dusk' })).toBeInTheDocument();
  });
});
