import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { CollectionCard, type CollectionCardProps } from './CollectionCard';
import { spaceCountLabel } from './spaceCountLabel';

const renderCollection = (props: Partial<CollectionCardProps> = {}) =>
  render(
    <ThemeProvider>
      <CollectionCard collectionId="c1" name="Graduations" spaceCount={3} {...props} />
    </ThemeProvider>,
  );

describe('CollectionCard', () => {
  it('shows name, description and space count', () => {
    renderCollection({ description: 'Class of 2026' });
    expect(screen.getByRole('article', { name: 'Graduations' })).toBeInTheDocument();
    expect(screen.getByText('Class of 2026')).toBeInTheDocument();
    expect(screen.getByText('3 spaces')).toBeInTheDocument();
  });

  it('links to settings through a custom builder', () => {
    renderCollection({ hrefs: { settings: (id) => `/c/${id}/s` } });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/c/c1/s');
  });

  it('deletes only when a handler is given', async () => {
    const { unmount } = renderCollection();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();
    const onDelete = vi.fn();
    renderCollection({ onDelete });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('c1');
  });

  it('words the space count', () => {
    expect(spaceCountLabel(0)).toBe('No spaces');
    expect(spaceCountLabel(1)).toBe('1 space');
    expect(spaceCountLabel(7)).toBe('7 spaces');
  });
});
