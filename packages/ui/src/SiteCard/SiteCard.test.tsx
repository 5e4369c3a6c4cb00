import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { SiteCard, type SiteCardProps } from './SiteCard';

const renderSite = (props: Partial<SiteCardProps> = {}) =>
  render(
    <ThemeProvider>
      <SiteCard siteId="s9" name="harusi" host="lense.test" description="Our big day" {...props} />
    </ThemeProvider>,
  );

describe('SiteCard', () => {
  it('shows the name as title and the {name}.{host} address', () => {
    renderSite();
    expect(screen.getByRole('heading', { name: 'harusi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'harusi.lense.test' })).toHaveAttribute(
      'href',
      'https://harusi.lense.test',
    );
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'card');
  });

  it('toggles between card and menu with the options button', async () => {
    renderSite();
    const options = screen.getByRole('button', { name: 'Site options' });
    await userEvent.click(options);
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'menu');
    expect(options).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/sites/s9/settings/details',
    );
    expect(screen.queryByText('Our big day')).not.toBeInTheDocument();
    await userEvent.click(options);
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'card');
    expect(screen.getByText('Our big day')).toBeInTheDocument();
  });

  it('deletes from the menu with the keyboard', async () => {
    const onDelete = vi.fn();
    renderSite({ onDelete, defaultMenuOpen: true });
    screen.getByRole('button', { name: 'Delete' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith('s9');
  });

  it('closes the menu with Escape and refocuses the options button', async () => {
    renderSite({ defaultMenuOpen: true });
    screen.getByRole('link', { name: 'Settings' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'card');
    expect(screen.getByRole('button', { name: 'Site options' })).toHaveFocus();
  });

  it('follows a controlled menuOpen and reports requests', async () => {
    const onMenuOpenChange = vi.fn();
    renderSite({ menuOpen: false, onMenuOpenChange });
    await userEvent.click(screen.getByRole('button', { name: 'Site options' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'card');
  });
});
