import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './DropdownMenu';

function ProfileMenu({ onUpgrade = vi.fn(), onSignOut = vi.fn() }) {
  return (
    <ThemeProvider>
      <DropdownMenu>
        <DropdownMenuTrigger>Profile menu</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel caption="basic plan" title="Jane Doe" description="jane.doe@example.com" />
          <DropdownMenuSeparator />
          <DropdownMenuItem muted onSelect={onUpgrade}>
            Upgrade plan
          </DropdownMenuItem>
          <DropdownMenuItem>Settings</DropdownMenuItem>
          <DropdownMenuItem onSelect={onSignOut}>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </ThemeProvider>
  );
}

async function open() {
  screen.getByRole('button', { name: 'Profile menu' }).focus();
  await userEvent.keyboard('{Enter}');
  return screen.getByRole('menu');
}

describe('DropdownMenu', () => {
  it('opens from its trigger with the label block, separators and items', async () => {
    render(<ProfileMenu />);
    expect(screen.queryByRole('menu')).toBeNull();
    const menu = await open();
    expect(menu).toHaveTextContent('basic plan');
    expect(menu).toHaveTextContent('Jane Doe');
    expect(menu).toHaveTextContent('jane.doe@example.com');
    expect(screen.getAllByRole('separator')).toHaveLength(1);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Upgrade plan',
      'Settings',
      'Sign out',
    ]);
  });

  it('marks muted items aria-disabled and never selects them', async () => {
    const onUpgrade = vi.fn();
    render(<ProfileMenu onUpgrade={onUpgrade} />);
    await open();
    const upgrade = screen.getByRole('menuitem', { name: 'Upgrade plan' });
    expect(upgrade).toHaveAttribute('aria-disabled', 'true');
    upgrade.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(upgrade);
    expect(onUpgrade).not.toHaveBeenCalled();
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('selects an item with the keyboard and closes', async () => {
    const onSignOut = vi.fn();
    render(<ProfileMenu onSignOut={onSignOut} />);
    await open();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
