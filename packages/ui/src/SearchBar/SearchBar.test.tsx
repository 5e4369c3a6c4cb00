import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { SearchBar } from './SearchBar';

const renderSearch = (props: Partial<Parameters<typeof SearchBar>[0]> = {}) =>
  render(
    <ThemeProvider>
      <SearchBar placeholder="Enter event name" {...props} />
    </ThemeProvider>,
  );

describe('SearchBar', () => {
  it('searches the trimmed term on Enter', async () => {
    const onSearch = vi.fn();
    renderSearch({ onSearch });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Enter event name');
    await userEvent.type(box, '  graduation {Enter}');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('graduation');
  });

  it('clears with the button and with Escape', async () => {
    const onSearch = vi.fn();
    renderSearch({ onSearch });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await userEvent.type(box, 'gala');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(onSearch).toHaveBeenLastCalledWith('');
    await userEvent.type(box, 'gala{Escape}');
    expect(box).toHaveValue('');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('searches with a visible submit button, by click or by keyboard', async () => {
    const onSearch = vi.fn();
    renderSearch({ onSearch, submitLabel: 'Search' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, '  graduation ');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('graduation');
    // Tab from the input reaches the clear button, then the submit button; Space presses it.
    box.focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Clear search' })).toHaveFocus();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('has no submit button unless asked for one', () => {
    renderSearch();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('reports edits in controlled use', async () => {
    const onValueChange = vi.fn();
    renderSearch({ value: 'ab', onValueChange });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'c');
    expect(onValueChange).toHaveBeenCalledWith('abc');
  });
});
