import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { gradientImage } from '../storyImages/gradientImage';
import { SiteCard } from './SiteCard';

const meta = {
  title: 'Design system/Cards/SiteCard',
  component: SiteCard,
  decorators: [
    (Story) => (
      <div style={{ width: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    siteId: 'site_7',
    name: 'amani-weddings',
    host: 'lense.co.ke',
    title: 'Amani Weddings',
    description: 'Wedding albums from the coast, shared with every guest.',
    bannerUrl: gradientImage({ from: '#4338ca', to: '#db2777', width: 960, height: 320 }),
    iconUrl: gradientImage({ from: '#f59e0b', to: '#ef4444', width: 88, height: 88 }),
    onDelete: fn(),
    onMenuOpenChange: fn(),
  },
} satisfies Meta<typeof SiteCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Amani Weddings' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'amani-weddings.lense.co.ke' })).toHaveAttribute(
      'href',
      'https://amani-weddings.lense.co.ke',
    );
    await expect(canvas.getByRole('button', { name: 'Site options' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
export const MenuOpen: Story = {
  play: async ({ canvas, args }) => {
    const options = canvas.getByRole('button', { name: 'Site options' });
    await userEvent.click(options);
    await expect(options).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/sites/site_7/settings/details',
    );
    await expect(canvas.queryByText('Wedding albums from the coast, shared with every guest.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith('site_7');
    await userEvent.click(options);
    await expect(canvas.queryByRole('link', { name: 'Settings' })).toBeNull();
    await userEvent.click(options);
    await expect(canvas.getByRole('list', { name: 'Site options' })).toBeVisible();
    options.blur();
  },
};
export const NoBanner: Story = {
  args: { bannerUrl: undefined, iconUrl: undefined, title: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'amani-weddings' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};
