import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { vars } from '../theme';
import { Overlay } from './Overlay';

const meta = {
  title: 'Design system/Feedback/Overlay',
  component: Overlay,
  args: { onBackdropClick: fn() },
  // Docs pages show each story in a frame of its own: inline, its portalled overlay would cover the page.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
} satisfies Meta<typeof Overlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Backdrop: Story = {
  play: async ({ args }) => {
    const overlay = document.body.querySelector('[data-ui="Overlay"]');
    await expect(overlay?.parentElement).toBe(document.body);
    await userEvent.click(overlay as HTMLElement);
    await expect(args.onBackdropClick).toHaveBeenCalledTimes(1);
  },
};
export const WithSpinner: Story = {
  args: { spinner: true },
  play: async () => {
    await expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  },
};
export const SmallSpinner: Story = { args: { spinner: { size: 'small' } } };
export const MediumSpinner: Story = { args: { spinner: { size: 'medium' } } };
export const CustomColour: Story = { args: { spinner: { color: '#a5b4fc', label: 'Publishing site' } } };
export const WithMessage: Story = {
  args: {
    spinner: { label: 'Signing you out...' },
    children: (
      <p
        style={{
          margin: 0,
          padding: '12px 20px',
          borderRadius: 8,
          background: vars.color.surfaceRaised,
          color: vars.color.text,
          fontWeight: 600,
          boxShadow: vars.shadow.md,
        }}
      >
        Signing you out...
      </p>
    ),
  },
  play: async ({ args }) => {
    await userEvent.click(screen.getByText('Signing you out...'));
    await expect(args.onBackdropClick).not.toHaveBeenCalled();
  },
};
