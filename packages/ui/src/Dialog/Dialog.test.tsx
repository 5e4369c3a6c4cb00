import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../theme';
import { Dialog, DialogActions, DialogClose, DialogContent, DialogTrigger } from './Dialog';

function Warning({
  onOpenChange,
  onCreate,
}: {
  onOpenChange?: (open: boolean) => void;
  onCreate?: () => void;
}) {
  return (
    <ThemeProvider>
      <Dialog onOpenChange={onOpenChange}>
        <DialogTrigger>New site</DialogTrigger>
        <DialogContent
          tone="warning"
          title="Collection is required"
          description="You need a collection before you can create a site."
        >
          <DialogActions>
            <DialogClose>Cancel</DialogClose>
            <button type="button" onClick={onCreate}>
              Create a collection
            </button>
          </DialogActions>
        </DialogContent>
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('opens from its trigger with a title and description', async () => {
    render(<Warning />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'New site' }));
    const dialog = screen.getByRole('dialog', { name: 'Collection is required' });
    expect(dialog).toHaveAccessibleDescription('You need a collection before you can create a site.');
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const onOpenChange = vi.fn();
    render(<Warning onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'New site' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('closes from a DialogClose action and runs other actions', async () => {
    const onCreate = vi.fn();
    render(<Warning onCreate={onCreate} />);
    await userEvent.click(screen.getByRole('button', { name: 'New site' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create a collection' }));
    expect(onCreate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is controlled through open', () => {
    render(
      <ThemeProvider>
        <Dialog open>
          <DialogContent title="Delete this space?" />
        </Dialog>
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Delete this space?' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });
});
