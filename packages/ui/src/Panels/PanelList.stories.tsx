import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PanelList } from './PanelList';
import { managementPanels, sitePanels } from './panels.fixtures';

const meta = {
  title: 'Design system/Navigation/PanelList',
  component: PanelList,
  args: {
    items: managementPanels,
    'aria-label': 'Manage space',
    onValueChange: fn(),
    children: (item) => <p style={{ margin: 0 }}>Settings for “{item.label}” appear here.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PanelList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The space management panels: the first one is selected, 'Select layout' is muted. */
export const Management: Story = {
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(managementPanels.map((item) => item.label));
    await expect(canvas.getByRole('tab', { name: 'Manage shared media' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Select layout' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Manage shared media' })).toBeVisible();
  },
};

/** A panel with things waiting shows how many after its label, and says it. */
export const WithCounts: Story = {
  args: {
    items: [
      managementPanels[0]!,
      { id: 'review', label: 'To review', count: 3 },
      { id: 'guests', label: 'Guest uploads', count: 0 },
      ...managementPanels.slice(1),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'To review 3' })).toBeVisible();
    // Nothing waiting: no count at all.
    await expect(canvas.getByRole('tab', { name: 'Guest uploads' })).toBeVisible();
  },
};

/** Another panel selected by click; the muted one refuses selection. */
export const Selected: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Set watermark' }));
    await expect(canvas.getByRole('tab', { name: 'Set watermark' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Select layout' }));
    await expect(canvas.getByRole('tab', { name: 'Select layout' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('heading', { name: 'Set watermark' })).toBeVisible();
  },
};

/** Arrow keys move through the list and select as they go. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    canvas.getByRole('tab', { name: 'Manage shared media' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const socials = canvas.getByRole('tab', { name: 'Manage social media shares' });
    await waitFor(() => expect(socials).toHaveFocus());
    await expect(socials).toHaveAttribute('aria-selected', 'true');
  },
};

/** The site settings panels. */
export const Site: Story = {
  args: { items: sitePanels, 'aria-label': 'Site settings' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Update site details',
      'Update site banner',
      'Update site icon',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Update site details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** At 768px and below the entries are one row of tabs above the content, scrolling sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2' } },
  play: async ({ canvas }) => {
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.getBoundingClientRect());
    await expect(new Set(tabs.map((tab) => Math.round(tab.top))).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
