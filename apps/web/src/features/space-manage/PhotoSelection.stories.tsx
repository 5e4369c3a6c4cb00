import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { atLayout } from '../../testing/screen';
import { inKiswahiliAt, type ManageScreen, manageMeta, onMobileAt, screenAt } from './manageStory';
import { photoBatchApi } from './photoSelectionFixtures';

const meta = {
  title: 'Screens/Space management/Select photos',
  ...manageMeta,
} satisfies Meta<typeof ManageScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tall enough for the whole panel on a phone: nothing scrolls out of the snapshot. */
const PHONE_HEIGHT = 1600;

const shared = () => screenAt('shared-media', photoBatchApi().handlers);

/** Starts select mode (the toolbar's button named `start`) and chooses the photos named `names`. */
async function choose(start: string, names: readonly string[]) {
  await userEvent.click(await screen.findByRole('button', { name: start }));
  for (const name of names) await userEvent.click(screen.getByRole('checkbox', { name }));
}

/** Two photos chosen on a desktop: their boxes checked, 'Select all' mixed, the bar's actions ready. */
export const SelectMode: Story = {
  ...atLayout('desktop', shared()),
  play: async () => {
    await choose('Select several photos', ['Select First dance', 'Select Sunset on the lake']);
    const bar = screen.getByRole('group', { name: 'Selected photos' });
    await expect(bar).toHaveTextContent('2 selected');
    await expect(within(bar).getByRole('button', { name: 'Hide' })).toBeEnabled();
    await expect(screen.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);
  },
};

/** On a phone: the bar's buttons wrap onto a second line; two photos a row. */
export const SelectModeMobile: Story = {
  ...onMobileAt('shared-media', photoBatchApi().handlers, PHONE_HEIGHT),
  play: async () => {
    await choose('Select several photos', ['Select First dance', 'Select Cake cutting', 'Select Speeches']);
    await expect(screen.getByRole('group', { name: 'Selected photos' })).toHaveTextContent('3 selected');
  },
};

/** The price of the chosen photos, asked in Ksh; a malformed one is refused by the price rule. */
export const PriceDialog: Story = {
  ...atLayout('desktop', shared()),
  play: async () => {
    await choose('Select several photos', ['Select First dance', 'Select Speeches']);
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price 2 photos' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '1.5.0');
    await expect(within(dialog).getByText('Invalid price')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Save price' })).toBeDisabled();
  },
};

/** On a phone, the price dialog with a valid price. */
export const PriceDialogMobile: Story = {
  ...onMobileAt('shared-media', photoBatchApi().handlers, PHONE_HEIGHT),
  play: async () => {
    await choose('Select several photos', ['Select First dance', 'Select Speeches']);
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price 2 photos' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Price/ }), '500');
    await expect(within(dialog).getByRole('button', { name: 'Save price' })).toBeEnabled();
  },
};

/** Deleting the chosen photos asks first, on a phone. */
export const DeleteConfirmMobile: Story = {
  ...onMobileAt('shared-media', photoBatchApi().handlers, PHONE_HEIGHT),
  play: async () => {
    await choose('Select several photos', ['Select First dance', 'Select Cake cutting']);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 photos?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete 2 photos' })).toBeVisible();
  },
};

/** Select mode in Kiswahili on a desktop. */
export const SelectModeKiswahili: Story = {
  ...inKiswahiliAt('shared-media', photoBatchApi().handlers, 'desktop', 900),
  play: async () => {
    await choose('Chagua picha kadhaa', ['Chagua First dance', 'Chagua Sunset on the lake']);
    await expect(screen.getByRole('group', { name: 'Picha ulizochagua' })).toHaveTextContent(
      '2 zimechaguliwa',
    );
  },
};

/** Select mode in Kiswahili on a phone: the longer words still fit the bar. */
export const SelectModeKiswahiliMobile: Story = {
  ...inKiswahiliAt('shared-media', photoBatchApi().handlers, 'mobile', PHONE_HEIGHT),
  play: async () => {
    await choose('Chagua picha kadhaa', ['Chagua First dance', 'Chagua Speeches']);
    await expect(screen.getByRole('group', { name: 'Picha ulizochagua' })).toHaveTextContent(
      '2 zimechaguliwa',
    );
  },
};
