import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { centreX, rightToLeft } from '../stories/rightToLeft';
import { SearchBar } from './SearchBar';

const meta = {
  title: 'Design system/Forms/SearchBar',
  component: SearchBar,
  args: { placeholder: 'Enter event name', onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveAttribute(
      'placeholder',
      'Enter event name',
    );
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};
export const Submitted: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), ' Nairobi wedding {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('Nairobi wedding');
  },
};
/** A visible Search button beside the input (submits like Enter). */
export const WithSearchButton: Story = {
  args: { submitLabel: 'Search', defaultValue: 'Nairobi wedding' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('Nairobi wedding');
    // The click leaves no focus ring to vary the snapshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
export const Filled: Story = { args: { defaultValue: 'Nairobi wedding' } };
export const Cleared: Story = {
  args: { defaultValue: 'Nairobi wedding' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultValue: 'x', error: 'Type at least 3 characters' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Type at least 3 characters');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
  },
};

/** Right to left: the search icon at the right, the clear button and the search button at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  args: { defaultValue: 'Harusi', submitLabel: 'Search' },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    const clear = canvas.getByRole('button', { name: 'Clear search' });
    const icon = canvasElement.querySelector('form svg') as Element;
    await expect(centreX(icon)).toBeGreaterThan(centreX(input));
    await expect(centreX(clear)).toBeLessThan(centreX(input));
    await expect(centreX(canvas.getByRole('button', { name: 'Search' }))).toBeLessThan(centreX(clear));
  },
};
